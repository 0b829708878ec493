import { hasPermission } from '../../core/permission';
import { resourceUrls } from '../shared/data/resource';
import type { ListPageConfig, Row } from './types';

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

/**
 * Whether a row offers the built-in 编辑: a form and url.edit are declared, `authPre` allows it, and
 * the page's `canEdit` (if any) accepts the row.
 *
 * @example canEditRow({ form, url: { edit: '/x/edit' }, canEdit: (row) => Boolean(row.shopId) }, row)
 */
export function canEditRow(
  config: Pick<ListPageConfig, 'form' | 'resource' | 'without' | 'url' | 'authPre' | 'canEdit'>,
  row: Row,
): boolean {
  if (!config.form || !resourceUrls(config).edit || !allows(config, 'edit')) return false;
  return config.canEdit ? config.canEdit(row) : true;
}

/** Whether a row offers the built-in 删除: url.delete, `authPre` and the page's `canDelete` (if any). */
export function canDeleteRow(
  config: Pick<ListPageConfig, 'resource' | 'without' | 'url' | 'authPre' | 'canDelete'>,
  row: Row,
): boolean {
  if (!resourceUrls(config).delete || !allows(config, 'delete')) return false;
  return config.canDelete ? config.canDelete(row) : true;
}
