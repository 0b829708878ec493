import { EDITABLE_TABLE_DEFAULTS } from '../types';

/** What the insert button says when clicked again within 1500 ms (docs/widgets-spec.md §4). */
export const INSERT_TOO_FAST_MESSAGE = '你点击的太快了，请慢点点击!';

/**
 * A gate that opens at most once per `ms`: calling it returns true (and closes it for `ms`) or false.
 *
 * @example const gate = createThrottleGate(300); gate() // true; gate() // false (within 300 ms)
 */
export function createThrottleGate(ms: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/**
 * Wraps a click handler so repeated clicks within `ms` (default 300, docs/widgets-spec.md §4) are dropped.
 * The wrapper returns true when the handler ran.
 *
 * @example const onAdd = throttleClick(() => model.addRows()); onAdd(); onAdd() // second call dropped
 */
export function throttleClick<A extends unknown[]>(
  handler: (...args: A) => void,
  ms: number = EDITABLE_TABLE_DEFAULTS.clickThrottleMs,
): (...args: A) => boolean {
  const gate = createThrottleGate(ms);
  return (...args: A) => {
    if (!gate()) return false;
    handler(...args);
    return true;
  };
}
