export { arcoListFeedback } from './arco-list-feedback';
export { defineListPage } from './define-list-page';
export { FieldControl, type FieldControlProps } from './FieldControl';
export { ListBase, useListContext } from './ListBase';
export { ListPage } from './ListPage';
export { type ListFeedback, ListFeedbackContext, type ListQuestion } from './list-feedback';
export type * from './types';
export { LIST_STATE_PREFIX } from './url-state';
export { type ListController, useListController } from './use-list-controller';
