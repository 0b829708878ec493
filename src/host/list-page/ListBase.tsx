import { createContext, type ReactNode, useContext } from 'react';
import type { ListFeedback } from './list-feedback';
import type { ListPageConfig } from './types';
import { type ListController, useListController } from './use-list-controller';

const ListControllerContext = createContext<ListController | null>(null);

/**
 * A list without a look (ra-core's ListBase): runs the controller of `config` and hands it to everything
 * below through `useListContext`, so a page can compose its own toolbar, table or cards around one list.
 *
 * @example <ListBase config={config} feedback={arcoListFeedback}><MyTable /></ListBase>
 */
export function ListBase({
  config,
  feedback,
  children,
}: {
  config: ListPageConfig;
  /** How the list tells the user what happened; default: the nearest `ListFeedbackContext`. */
  feedback?: ListFeedback;
  children: ReactNode;
}) {
  const list = useListController(config, feedback);
  return <ListControllerContext.Provider value={list}>{children}</ListControllerContext.Provider>;
}

/**
 * The controller of the enclosing `ListBase`.
 *
 * @example const { data, context } = useListContext();
 */
export function useListContext(): ListController {
  const list = useContext(ListControllerContext);
  if (!list) throw new Error('useListContext: render inside <ListBase>');
  return list;
}
