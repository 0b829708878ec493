import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { ListPageContext, Row } from '../../../list-page';

/** What is reloaded once a step succeeded (a list's context, or a details page). */
export type Reloadable = Pick<ListPageContext, 'reload'>;

import type { OrderStep } from '../order-steps';
import { OrderStepDialog } from './OrderStepDialog';

/**
 * The step dialog of an order list: `open` (for row actions) and the dialog element, which reloads
 * the list the step came from once the server accepted it.
 *
 * @example const steps = useStepDialog(); rowActions: orderStepActions(['remark'], steps.open); <>{list}{steps.dialog}</>
 */
export function useStepDialog(): {
  open: (order: Row, step: OrderStep, context?: Reloadable) => void;
  dialog: ReactNode;
} {
  const [target, setTarget] = useState<{ order: Row; step: OrderStep } | null>(null);
  const context = useRef<Reloadable | undefined>(undefined);
  const open = useCallback((order: Row, step: OrderStep, from?: Reloadable) => {
    context.current = from;
    setTarget({ order, step });
  }, []);
  const dialog = (
    <OrderStepDialog target={target} onClose={() => setTarget(null)} onDone={() => void context.current?.reload()} />
  );
  return { open, dialog };
}
