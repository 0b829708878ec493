import { withRequestOwner } from '../../core/http';

/**
 * `services` with every function run as `element`'s (`withRequestOwner`): a request one of them starts
 * is reported on that element (its `wk-error` and message), not on the element the user touched last.
 *
 * @example const services = ownedBy(host.element, { ...defaultPickerServices, ...own });
 */
export function ownedBy<T extends object>(element: HTMLElement, services: T): T {
  const owned: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    owned[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => withRequestOwner(element, () => value.apply(services, args))
        : value;
  }
  return owned as T;
}
