/**
 * Arco's Trigger (Select, Popover, DatePicker…) closes its popup on a `mousedown` outside it, judged by
 * `contains(popup, event.target)`. At document level the target of a click inside a shadow root is
 * retargeted to the shadow host, so a click on the trigger again, or inside a popup living in another
 * shadow root, reads as "outside". Trigger takes its document from `getDocument()`; this one hands its
 * listeners the event with `target` replaced by the real innermost node (`composedPath()[0]`).
 */

type Listener = (event: Event) => void;

const wrapped = new WeakMap<object, Map<string, EventListener>>();

function realTargetEvent(event: Event): Event {
  const real = (event.composedPath?.()[0] as EventTarget | undefined) ?? event.target;
  if (real === event.target) return event;
  return new Proxy(event, {
    get(target, property) {
      if (property === 'target') return real;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function keyOf(type: string, options?: boolean | AddEventListenerOptions): string {
  const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
  return `${type}:${capture}`;
}

/** A document stand-in for `ConfigProvider componentConfig.Trigger.getDocument`. */
export const shadowAwareDocument = {
  addEventListener(type: string, listener: Listener, options?: boolean | AddEventListenerOptions): void {
    let byType = wrapped.get(listener);
    if (!byType) {
      byType = new Map();
      wrapped.set(listener, byType);
    }
    const key = keyOf(type, options);
    if (byType.has(key)) return;
    const wrapper: EventListener = (event) => listener(realTargetEvent(event));
    byType.set(key, wrapper);
    document.addEventListener(type, wrapper, options);
  },
  removeEventListener(type: string, listener: Listener, options?: boolean | EventListenerOptions): void {
    const byType = wrapped.get(listener);
    const key = keyOf(type, options);
    const wrapper = byType?.get(key);
    if (!wrapper) return;
    byType?.delete(key);
    document.removeEventListener(type, wrapper, options);
  },
  get documentElement() {
    return document.documentElement;
  },
  get body() {
    return document.body;
  },
};
