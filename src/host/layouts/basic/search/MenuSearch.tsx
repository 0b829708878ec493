import { AutoComplete, Input } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { MenuIcon } from '../menu/menu-icon';
import styles from './search.module.css';
import { searchEntries } from './search-entries';
import { useMenuEntries } from './use-menu-entries';
import { useOpenEntry } from './use-open-entry';

/** The header's menu search (desktop): type part of a page name, pick a result to open it. */
export function MenuSearch() {
  const entries = useMenuEntries();
  const open = useOpenEntry();
  const [keyword, setKeyword] = useState('');
  const results = useMemo(() => searchEntries(entries, keyword), [entries, keyword]);

  return (
    <AutoComplete
      className={styles.search}
      value={keyword}
      onChange={(value) => setKeyword(value)}
      onSelect={(path) => {
        const entry = results.find((e) => e.path === path);
        setKeyword('');
        if (entry) open(entry);
      }}
      filterOption={() => true}
      placeholder="搜索菜单"
      allowClear
      triggerElement={<Input prefix={<IconSearch />} aria-label="搜索菜单" />}
      triggerProps={{ autoAlignPopupWidth: false, style: { minWidth: 260 } }}
    >
      {results.map((entry) => (
        <AutoComplete.Option key={entry.path} value={entry.path}>
          <span className={styles.searchOption}>
            {entry.icon && <MenuIcon name={entry.icon} />}
            <span>{entry.title}</span>
            {entry.titlePath.length > 1 && (
              <span className={styles.searchPath}>{entry.titlePath.slice(0, -1).join(' / ')}</span>
            )}
          </span>
        </AutoComplete.Option>
      ))}
    </AutoComplete>
  );
}
