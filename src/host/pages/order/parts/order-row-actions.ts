import { hasPermission } from '../../../../core/permission';
import type { ListPageContext, Row, RowAction } from '../../../list-page';
import { canStep, type OrderStep, STEP_LABEL } from '../order-steps';

/** Who may operate orders (the server's ORDER_OPERATE: any of the order pages' operating buttons). */
export const OPERATE_AUTH = 'order:remark,order:allocation,buyOrder:ship';

const AUTH: Readonly<Record<OrderStep, string>> = {
  ship: 'buyOrder:ship,order:remark',
  receive: OPERATE_AUTH,
  return: OPERATE_AUTH,
  close: 'order:close',
  remark: 'order:remark',
  allocate: 'order:allocation',
};

/**
 * Row actions opening the step dialog for each step that applies to the row.
 *
 * @example orderStepActions(['remark', 'close'], (order, step, context) => setTarget({ order, step }))
 */
export function orderStepActions(
  steps: readonly OrderStep[],
  open: (order: Row, step: OrderStep, context: ListPageContext) => void,
): RowAction[] {
  return steps.map((step) => ({
    key: step,
    label: STEP_LABEL[step],
    auth: AUTH[step],
    danger: step === 'close',
    visible: (row: Row) => canStep(step, row),
    onClick: (row: Row, context: ListPageContext) => open(row, step, context),
  }));
}

/**
 * Whether the user may run `step` on `order` now (permission and status), for buttons outside a list.
 *
 * @example stepAllowed('remark', order) // true for a tenant administrator
 */
export function stepAllowed(step: OrderStep, order: Row): boolean {
  return canStep(step, order) && hasPermission(AUTH[step]);
}
