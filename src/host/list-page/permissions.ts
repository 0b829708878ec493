import { hasPermission } from '../../core/permission';
import type { ListPageConfig } from './types';

/** The built-in buttons whose codes sit under `authPre`. */
export type BuiltInAction = 'add' | 'edit' | 'delete' | 'batch_delete' | 'import' | 'export';

/**
 * Whether a built-in button shows: pages without `authPre` are not guarded; otherwise
 * `${authPre}${action}` is checked with the core `hasPermission`.
 *
 * @example allows({ authPre: 'user:' }, 'add') // hasPermission('user:add')
 */
export function allows(config: Pick<ListPageConfig, 'authPre'>, action: BuiltInAction): boolean {
  return !config.authPre || hasPermission(`${config.authPre}${action}`);
}
