import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { CONFIG_ATTRS, parseAttr } from './attribute-values';
import { exposeParts } from './css-parts';
import { type Api, INTERNALS, type KitElement, R2WC_CONTEXT, R2WC_PROPS, R2WC_RENDER } from './element-internals';
import { installMembers } from './element-members';
import { installFormMembers, syncForm } from './form-control';
import { adoptStyles, type ElementStyles } from './host-styles';
import { PortalHost } from './portal-host';
import { PropStore } from './prop-store';
import { type AttrSpec, attributeName, COMMON_ATTRS, type WidgetSpec } from './spec';
import { WidgetShell } from './WidgetShell';

/** What an element adapter gets from its element: its props, events, methods and popup root. */
export interface WidgetHost {
  readonly element: HTMLElement;
  readonly store: PropStore;
  /** Dispatches `name` (a `wk-…` event) from the element: bubbling, composed, detail always an object. */
  emit(name: string, detail?: Record<string, unknown>): void;
  /** The element's methods delegate to these functions. */
  registerApi(api: Api): void;
  /** The positioned root popups render into (the element's portal host). */
  popupContainer(): HTMLElement;
}

export interface AdapterProps {
  host: WidgetHost;
  /** The element's scalar attributes, parsed (camelCase keys). */
  attrs: Record<string, unknown>;
}

/**
 * A property value of the element (rich property or the current `value`), re-rendering on change.
 *
 * @example const rows = useProp<RowData[]>(host, 'rows') ?? [];
 */
export function useProp<T>(host: WidgetHost, name: string): T | undefined {
  useSyncExternalStore(host.store.subscribe, host.store.snapshot);
  return host.store.get(name) as T | undefined;
}

/**
 * Defines the custom element `spec.tag` over `Adapter` (a React component rendering the shared widget),
 * with r2wc for the lifecycle (shadow root, React root, mount and unmount) and this layer for what r2wc
 * gets wrong (docs/notes/web-components.md §2.3): boolean attributes by presence and removal, property-only
 * rich values kept by identity, properties set before the definition, state kept when the element is
 * moved, `wk-` events, methods, `updateComplete` and `wk-ready`. A tag already defined (a second kit
 * script on the page) is left alone.
 *
 * @example defineWidget(cronBuilderSpec, CronBuilderAdapter, cronBuilderStyles)
 */
export function defineWidget(
  spec: WidgetSpec,
  Adapter: ComponentType<AdapterProps>,
  styles: ElementStyles,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(spec.tag);
  if (existing) return existing;

  const attrs: Record<string, AttrSpec> = { ...COMMON_ATTRS, ...spec.attrs };
  const byAttribute = new Map<string, string>(Object.keys(attrs).map((name) => [attributeName(name), name]));
  const richByAttribute = new Map<string, string>(
    Object.entries(spec.rich).flatMap(([name, rich]) => (rich.attribute ? [[rich.attribute, name] as const] : [])),
  );
  const names = [...Object.keys(attrs), ...Object.keys(spec.rich), ...Object.keys(spec.methods)];
  const clash = names.find((name, index) => names.indexOf(name) !== index);
  if (clash) throw new Error(`<${spec.tag}>: "${clash}" is declared twice (attribute, property or method)`);

  function Rendered(props: Record<string, unknown> & { container?: ShadowRoot }) {
    const element = (props.container as ShadowRoot).host as KitElement;
    const inner = element[INTERNALS];
    const host: WidgetHost = hostOf(element);
    useSyncExternalStore(inner.store.subscribe, inner.store.snapshot);
    useEffect(() => {
      // After every commit: resolve updateComplete; after the first of a mount, wk-ready.
      if (!inner.mounted) {
        inner.mounted = true;
        host.emit('wk-ready', { tag: spec.tag });
      }
      const waiters = inner.waiters.splice(0);
      for (const resolve of waiters) resolve();
      syncForm(element, spec);
    });
    useEffect(
      () => () => {
        inner.mounted = false;
      },
      [inner],
    );
    const parsed: Record<string, unknown> = {};
    for (const name of Object.keys(attrs)) parsed[name] = props[name];
    if (inner.formDisabled) parsed.disabled = true;
    return (
      <WidgetShell host={host} spec={spec} theme={parsed.theme as string}>
        <Adapter host={host} attrs={parsed} />
      </WidgetShell>
    );
  }

  const hosts = new WeakMap<HTMLElement, WidgetHost>();
  function hostOf(element: KitElement): WidgetHost {
    let host = hosts.get(element);
    if (!host) {
      const inner = element[INTERNALS];
      host = {
        element,
        store: inner.store,
        emit(name, detail = {}) {
          element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
          syncForm(element, spec);
        },
        registerApi(api) {
          inner.api = api;
        },
        popupContainer: () => inner.portal.container(),
      };
      hosts.set(element, host);
    }
    return host;
  }

  const Base = r2wc(Rendered, { shadow: 'open', props: {} }) as unknown as { new (): HTMLElement } & {
    prototype: HTMLElement;
  };

  class WidgetElement extends (Base as { new (): KitElement }) {
    static formAssociated = Boolean(spec.formValue);

    static get observedAttributes(): string[] {
      return [...byAttribute.keys(), ...richByAttribute.keys()];
    }

    constructor() {
      super();
      const saved = new Map<string, unknown>();
      // Properties assigned before the definition loaded are own properties shadowing the accessors.
      for (const name of names) {
        if (Object.hasOwn(this, name)) {
          saved.set(name, (this as unknown as Record<string, unknown>)[name]);
          delete (this as unknown as Record<string, unknown>)[name];
        }
      }
      const store = new PropStore();
      this[INTERNALS] = {
        form: spec.formValue && typeof this.attachInternals === 'function' ? this.attachInternals() : null,
        store,
        api: null,
        portal: new PortalHost(this, styles),
        saved,
        pendingDisconnect: false,
        waiters: [],
        mounted: false,
        customValidity: '',
        formDisabled: false,
      };
      if (this.shadowRoot) {
        adoptStyles(this.shadowRoot, styles);
        exposeParts(this.shadowRoot);
      }
      if (spec.formValue) store.subscribe(() => syncForm(this, spec));
    }

    connectedCallback(): void {
      const inner = this[INTERNALS];
      if (inner.saved.size > 0) {
        const saved = [...inner.saved];
        inner.saved.clear();
        for (const [name, value] of saved) (this as unknown as Record<string, unknown>)[name] = value;
      }
      if (inner.pendingDisconnect) {
        // Moved (removed and re-inserted in the same task): keep the React tree and its state.
        inner.pendingDisconnect = false;
        if (this[R2WC_CONTEXT]) return;
      }
      (Base.prototype as unknown as { connectedCallback(this: HTMLElement): void }).connectedCallback.call(this);
    }

    disconnectedCallback(): void {
      const inner = this[INTERNALS];
      inner.pendingDisconnect = true;
      queueMicrotask(() => {
        if (!inner.pendingDisconnect || this.isConnected) return;
        inner.pendingDisconnect = false;
        inner.api = null;
        inner.mounted = false;
        (Base.prototype as unknown as { disconnectedCallback(this: HTMLElement): void }).disconnectedCallback.call(
          this,
        );
        inner.portal.dispose();
        for (const resolve of inner.waiters.splice(0)) resolve();
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const configure = CONFIG_ATTRS[attribute];
      if (configure) configure(value);
      const rich = richByAttribute.get(attribute);
      if (rich) {
        const json = spec.rich[rich]?.attributeType === 'json';
        this[INTERNALS].store.set(
          rich,
          json ? parseAttr({ type: 'json', description: '' }, value) : (value ?? undefined),
        );
        return;
      }
      const name = byAttribute.get(attribute);
      const attr = name ? attrs[name] : undefined;
      if (!name || !attr) return;
      const props = this[R2WC_PROPS] as Record<string, unknown>;
      props[name] = parseAttr(attr, value);
      (this[R2WC_RENDER] as () => void).call(this);
      syncForm(this, spec);
    }

    /** Resolves after the element's pending changes are rendered (React renders asynchronously). */
    get updateComplete(): Promise<void> {
      const inner = this[INTERNALS];
      if (!this.isConnected) return Promise.resolve();
      return new Promise<void>((resolve) => {
        inner.waiters.push(resolve);
        inner.store.bump();
      });
    }
  }

  installMembers(WidgetElement.prototype, spec, attrs);
  if (spec.formValue) installFormMembers(WidgetElement.prototype, spec);

  try {
    customElements.define(spec.tag, WidgetElement);
  } catch (error) {
    // Another copy of the kit won the race: its definition stands.
    if (!customElements.get(spec.tag)) console.error(error);
  }
  return customElements.get(spec.tag);
}
