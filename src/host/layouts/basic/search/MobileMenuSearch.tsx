import { Empty, Input, Modal } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { HeaderAction } from '../../header/HeaderAction';
import { MenuIcon } from '../menu/menu-icon';
import styles from './search.module.css';
import { searchEntries } from './search-entries';
import { useMenuEntries } from './use-menu-entries';
import { useOpenEntry } from './use-open-entry';

/** The menu search on mobile: a search icon opening a modal with the input and the results. */
export function MobileMenuSearch() {
  const entries = useMenuEntries();
  const open = useOpenEntry();
  const [visible, setVisible] = useState(false);
  const [keyword, setKeyword] = useState('');
  const results = useMemo(() => searchEntries(entries, keyword), [entries, keyword]);
  const close = () => {
    setVisible(false);
    setKeyword('');
  };

  return (
    <>
      <HeaderAction label="搜索菜单" onClick={() => setVisible(true)}>
        <IconSearch />
      </HeaderAction>
      <Modal title="搜索菜单" visible={visible} onCancel={close} footer={null} style={{ width: '92%' }} unmountOnExit>
        <Input
          autoFocus
          allowClear
          prefix={<IconSearch />}
          placeholder="搜索菜单"
          value={keyword}
          onChange={setKeyword}
        />
        <div className={styles.mobileResults}>
          {keyword.trim() && results.length === 0 && <Empty description="没有匹配的菜单" />}
          {results.map((entry) => (
            <button
              type="button"
              key={entry.path}
              className={styles.mobileResult}
              onClick={() => {
                close();
                open(entry);
              }}
            >
              {entry.icon && <MenuIcon name={entry.icon} />}
              <span>{entry.title}</span>
              {entry.titlePath.length > 1 && (
                <span className={styles.searchPath}>{entry.titlePath.slice(0, -1).join(' / ')}</span>
              )}
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
