import { Menu } from '@arco-design/web-react';
import { usePermissions } from '../../../app/use-stores';
import styles from '../layout.module.css';
import { renderMenuTree } from './MenuTree';
import { useMenuKeys } from './use-menu-keys';
import { useMenuNavigation } from './use-menu-navigation';

/** The horizontal menu of the top-menu layout (submenus pop up; overflow collapses into 更多). */
export function TopMenu({ theme }: { theme: 'dark' | 'light' }) {
  const routes = usePermissions((state) => state.routes);
  const { selectedKeys } = useMenuKeys();
  const go = useMenuNavigation();
  return (
    <div className={styles.topMenu}>
      <Menu mode="horizontal" theme={theme} selectedKeys={selectedKeys} onClickMenuItem={go} ellipsis>
        {renderMenuTree(routes)}
      </Menu>
    </div>
  );
}
