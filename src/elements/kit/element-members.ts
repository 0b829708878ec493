import { type Api, INTERNALS, type KitElement, R2WC_PROPS } from './element-internals';
import { syncForm } from './form-control';
import { type AttrSpec, attributeName, type WidgetSpec } from './spec';

/**
 * The element's public members on its prototype: one accessor per attribute (the property sets the
 * attribute; booleans by presence), one per rich property (kept in the element's store, never
 * serialised), and the methods (delegating to the adapter's registered functions; called before the first
 * render, even before the element is connected, they return a promise of the result, settled once it has
 * rendered; a method may change the form value, e.g. addRow()).
 */
export function installMembers(prototype: object, spec: WidgetSpec, attrs: Record<string, AttrSpec>): void {
  for (const [name, attr] of Object.entries(attrs)) {
    const attribute = attributeName(name);
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: KitElement) {
        const value = (this[R2WC_PROPS] as Record<string, unknown>)[name];
        return attr.type === 'boolean' ? Boolean(value) : value;
      },
      set(this: KitElement, value: unknown) {
        if (attr.type === 'boolean') {
          if (value) this.setAttribute(attribute, '');
          else this.removeAttribute(attribute);
        } else if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, attr.type === 'json' ? JSON.stringify(value) : String(value));
      },
    });
  }
  for (const [name, rich] of Object.entries(spec.rich)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: KitElement) {
        const inner = this[INTERNALS];
        const live = rich.live ? inner.api?.[`get:${name}`] : undefined;
        return live ? live() : inner.store.get(name);
      },
      set(this: KitElement, value: unknown) {
        this[INTERNALS].store.set(name, value);
      },
    });
  }
  for (const name of Object.keys(spec.methods)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: KitElement, ...args: never[]) {
        const inner = this[INTERNALS];
        const call = (method: Api[string]) => {
          const result = method(...args);
          syncForm(this, spec);
          return result;
        };
        // Not rendered yet (or not connected yet): wait for a render that registered the method.
        const later = (): Promise<unknown> =>
          new Promise<void>((resolve) => inner.waiters.push(resolve)).then(() => {
            const method = inner.api?.[name];
            if (method) return call(method);
            if (this.isConnected) return later();
            throw new Error(`<${spec.tag}>.${name}(): 元素已从页面移除`);
          });
        const method = inner.api?.[name];
        return method ? call(method) : later();
      },
    });
  }
}
