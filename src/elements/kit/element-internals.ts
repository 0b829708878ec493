import type { PortalHost } from './portal-host';
import type { PropStore } from './prop-store';

/** r2wc's own slots (see @r2wc/core): the props it renders with, its render method and its React root. */
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');
export const R2WC_CONTEXT = Symbol.for('r2wc.context');

/**
 * What the element's methods call: the functions its adapter registered. Keys with a colon are the
 * kit's hooks, not methods: `get:<prop>` (a live property), `form:problem` (the value's validation
 * message or null), `form:reset` (drop the user's edits on a form reset).
 */
export type Api = Record<string, (...args: never[]) => unknown>;

/** Per-element state of the kit layer. */
export interface KitInternals {
  form: ElementInternals | null;
  store: PropStore;
  api: Api | null;
  portal: PortalHost;
  /** Properties assigned before the definition, applied on the first connect. */
  saved: Map<string, unknown>;
  pendingDisconnect: boolean;
  /** `updateComplete` promises waiting for the next commit. */
  waiters: (() => void)[];
  mounted: boolean;
  /** setCustomValidity()'s message ('' when none). */
  customValidity: string;
  /** Disabled by the form (a disabled <fieldset>) or its own `disabled` attribute: formDisabledCallback. */
  formDisabled: boolean;
}

export const INTERNALS = Symbol('wk.internals');

export type KitElement = HTMLElement & { [INTERNALS]: KitInternals; [key: symbol]: unknown };
