export { defineListPage } from './define-list-page';
export { FieldControl, type FieldControlProps } from './FieldControl';
export { ListPage } from './ListPage';
export type * from './types';
export { LIST_STATE_PREFIX } from './url-state';
