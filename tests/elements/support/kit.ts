/** Helpers for the custom-element tests (tests/elements/el-*.test.ts). */
import { configure } from '../../../src/elements/kit/kit-config';
import { assert, waitFor } from './dom';
import { apiLogin, referenceServer } from './reference-server-client';

const mounted: HTMLElement[] = [];

/** Creates `<tag>` with `attrs`, appends it to `parent` (default body) and waits for its first render. */
export async function mountElement<E extends HTMLElement = HTMLElement>(
  tag: string,
  attrs: Record<string, string> = {},
  parent: Element = document.body,
  before?: (element: E) => void,
): Promise<E> {
  const element = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  before?.(element);
  const ready = nextEvent(element, 'wk-ready');
  parent.append(element);
  mounted.push(element);
  await ready;
  return element;
}

/** Removes every element mounted by this module (and their portals, through the elements' own cleanup). */
export async function unmountElements(): Promise<void> {
  for (const element of mounted.splice(0)) element.remove();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The next `name` event dispatched on (or bubbling through) `target`. */
export function nextEvent<T = Record<string, unknown>>(target: EventTarget, name: string, timeout = 5000) {
  return new Promise<CustomEvent<T>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event within ${timeout} ms`)), timeout);
    target.addEventListener(
      name,
      (event) => {
        clearTimeout(timer);
        resolve(event as CustomEvent<T>);
      },
      { once: true },
    );
  });
}

/** The first match of `selector` inside the element's shadow root. */
export function inside<T extends Element = HTMLElement>(element: Element, selector: string): T | null {
  return element.shadowRoot?.querySelector<T>(selector) ?? null;
}

/** The element's popup root (its `<wk-portal>` shadow root), once created. */
export function portalOf(element: Element): ShadowRoot | null {
  const portal = [...document.querySelectorAll('wk-portal')].find(
    (candidate) => (candidate as HTMLElement).dataset.for === element.localName && candidate.shadowRoot,
  );
  return portal?.shadowRoot ?? null;
}

/** Waits for `selector` in any popup root on the page. */
export function waitForPopup<T extends Element = HTMLElement>(selector: string, message: string, timeout = 5000) {
  return waitFor(
    () => {
      for (const portal of document.querySelectorAll('wk-portal')) {
        const found = portal.shadowRoot?.querySelector<T>(selector);
        if (found) return found;
      }
      return null;
    },
    message,
    timeout,
  );
}

/** A real click (pointer and mouse events, as a user's) at the centre of `target`. */
export function click(target: Element): void {
  const rect = target.getBoundingClientRect();
  const init = {
    bubbles: true,
    composed: true,
    cancelable: true,
    clientX: rect.left + rect.width / 2,
    clientY: rect.top + rect.height / 2,
    button: 0,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', init));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
}

/** Logs `username` in against the reference server and configures the kit with the session. */
export async function kitLogin(username: string): Promise<{ token: string; wsBase: string }> {
  const { apiBase, wsBase } = await referenceServer();
  const { token, userInfo } = await apiLogin(username);
  const role = userInfo.sysRole as { tenantId?: number } | undefined;
  configure({ apiBase, token, tenantId: role?.tenantId, username });
  assert(token, 'a token');
  return { token, wsBase };
}

/** Lets React commit and the browser lay out. */
export async function settle(element?: { updateComplete?: Promise<void> }): Promise<void> {
  await element?.updateComplete;
  // Two frames, or 100 ms where frames are throttled (a page in the background).
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    new Promise((resolve) => setTimeout(resolve, 100)),
  ]);
}
