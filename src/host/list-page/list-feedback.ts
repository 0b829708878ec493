import { createContext } from 'react';

/** A question asked before an irreversible step (批量删除): `onOk` runs when the user agrees. */
export interface ListQuestion {
  title: string;
  content: string;
  onOk: () => Promise<void> | void;
}

/**
 * How a list tells the user what happened and asks before deleting. Injected, so the list controller
 * imports no UI kit: the admin's list pages use `arcoListFeedback`; a test or another view passes its own.
 */
export interface ListFeedback {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
  confirm(question: ListQuestion): void;
}

/** The feedback of the lists below it, for `ListBase` and `useListController` given none. */
export const ListFeedbackContext = createContext<ListFeedback | null>(null);
