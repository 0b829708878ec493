import type { ComponentType } from 'react';
import { ListPage } from './ListPage';
import type { ListPageConfig, Row } from './types';

/**
 * A page component from a list declaration (a page file is `export default defineListPage({...})`).
 *
 * @example export default defineListPage({ title: '职务', resource: '/sys/position', columns });
 */
export function defineListPage<R = Row>(config: ListPageConfig<R>): ComponentType {
  function DeclaredListPage() {
    return <ListPage config={config} />;
  }
  DeclaredListPage.displayName = `ListPage(${config.title})`;
  return DeclaredListPage;
}
