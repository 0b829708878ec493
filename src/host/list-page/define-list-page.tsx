import type { ComponentType } from 'react';
import { ListPage } from './ListPage';
import type { ListPageConfig } from './types';

/**
 * A page component from a list declaration (a page file is `export default defineListPage({...})`).
 *
 * @example export default defineListPage({ title: '职务', url: { list: '/sys/position/list' }, columns });
 */
export function defineListPage(config: ListPageConfig): ComponentType {
  function DeclaredListPage() {
    return <ListPage config={config} />;
  }
  DeclaredListPage.displayName = `ListPage(${config.title})`;
  return DeclaredListPage;
}
