import { authPreExcludes } from '../../../core/permission/auth-pre';
import type { AuthLists } from '../../../core/permission/types';

/** Default toolbar buttons (docs/widgets-spec.md §4). */
export const DEFAULT_TOOLBAR_BUTTONS = ['add', 'remove', 'clearSelection'] as const;

export interface ToolbarVisibility {
  add: boolean;
  remove: boolean;
  clearSelection: boolean;
}

export interface ToolbarVisibilityInput {
  /** Permission prefix of the table. */
  authPre?: string | null;
  /** Toolbar codes; `batch_delete` is JeecgBoot's code of the remove button. Default add, remove, clearSelection. */
  buttons?: readonly string[];
  /** Editor table: no toolbar buttons. */
  disabled?: boolean;
  /** Permission lists (default: the signed-in user's). */
  lists?: AuthLists;
}

/**
 * Which toolbar buttons to show (docs/widgets-spec.md §4): none on a disabled table; `add` hidden when the
 * prefix list excludes `<authPre>add`; remove hidden when it excludes `remove` or `batch_delete`
 * (either spelling, with or without `btn:`); codes nobody configured stay visible.
 *
 * @example toolbarVisibility({ authPre: 'order:', buttons: ['add', 'batch_delete'] }) // { add: true, remove: true, clearSelection: false }
 */
export function toolbarVisibility(input: ToolbarVisibilityInput = {}): ToolbarVisibility {
  if (input.disabled) return { add: false, remove: false, clearSelection: false };
  const buttons = new Set<string>(input.buttons ?? DEFAULT_TOOLBAR_BUTTONS);
  const allowed = (code: string) => !input.authPre || !authPreExcludes(input.authPre, code, input.lists);
  return {
    add: buttons.has('add') && allowed('add'),
    remove: (buttons.has('remove') || buttons.has('batch_delete')) && allowed('remove'),
    clearSelection: buttons.has('clearSelection'),
  };
}

/** The remove confirmation (JeecgBoot: 确定要删除这 N 项吗?). */
export function removeConfirmText(count: number): string {
  return `确定要删除这 ${count} 项吗?`;
}
