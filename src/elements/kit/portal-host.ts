import { exposeParts } from './css-parts';
import { adoptStyles, type ElementStyles } from './host-styles';
import { setScrollLock, showsModalMask } from './scroll-lock';
import { THEME_TOKENS } from './spec';

/** Host-page dialogs a popup must stay inside, or their focus traps fight the popup's inputs. */
const HOST_DIALOGS = '.modal, .ui-dialog, dialog, [aria-modal="true"], [role="dialog"]';

/** The element each `<wk-portal>` belongs to (a click in a popup counts as a touch of its element). */
export const portalOwners = new WeakMap<EventTarget, HTMLElement>();

/** Attributes of the element that the popups must follow. */
const MIRRORED = ['theme', 'dir', 'lang'] as const;

/** The element that last lost focus, anywhere on the page (inside shadow roots too). */
let blurred: HTMLElement | undefined;
globalThis.document?.addEventListener('focusout', (event) => (blurred = event.composedPath()[0] as HTMLElement), true);

/**
 * Where one element's popups (select dropdowns, popovers, modals, messages) render: a `<wk-portal>`
 * with its own shadow root and the element's stylesheet, appended to the page's body, or to the
 * closest host-page dialog, so `overflow: hidden` ancestors do not clip it and a Bootstrap modal's
 * focus trap counts it as inside. Created on the first popup, removed with the element.
 */
export class PortalHost {
  private hostElement: HTMLElement | null = null;
  private root: HTMLDivElement | null = null;
  private watcher: MutationObserver | null = null;
  /** Where focus returns when the popup holding it closes: the element focused before focus came in. */
  declare private back?: HTMLElement;
  /** The last element focused in a popup. */
  declare private last?: HTMLElement;

  constructor(
    private readonly owner: HTMLElement,
    private readonly styles: ElementStyles,
  ) {}

  /** The positioned element popups go into (Arco measures it; a ShadowRoot has no rect). */
  container(): HTMLDivElement {
    const doc = this.owner.ownerDocument;
    if (!this.root || !this.hostElement) {
      const portal = doc.createElement('wk-portal');
      portal.dataset.for = this.owner.localName;
      portal.style.cssText = 'position:absolute;top:0;left:0;width:100%;height:0;z-index:1000;display:block';
      const shadow = portal.attachShadow({ mode: 'open' });
      adoptStyles(shadow, this.styles);
      // Arco's Modal returns no focus across shadow roots (it lands on body): the kit does it for every popup.
      const outside = (event: FocusEvent) => event.relatedTarget && !shadow.contains(event.relatedTarget as Node);
      shadow.addEventListener('focusin', (event) => {
        if (outside(event as FocusEvent)) this.back = blurred;
        this.last = event.target as HTMLElement;
      });
      // Focus moved on to the page: nothing to return.
      shadow.addEventListener('focusout', (event) => {
        if (outside(event as FocusEvent)) this.back = undefined;
      });
      const root = doc.createElement('div');
      root.className = 'wk-portal-root';
      shadow.append(root);
      this.hostElement = portal;
      this.root = root;
      portalOwners.set(portal, this.owner);
      // The page styles popups as `wk-portal[data-for=tag]::part(popup)`; a popup opening re-reads theme and tokens.
      exposeParts(root, () => this.sync(portal));
      // A modal with a mask locks the page's scrolling while it is shown.
      this.watcher = new MutationObserver(() => {
        const modal = showsModalMask(root);
        setScrollLock(this, modal);
        if (!modal) this.refocus(shadow);
      });
      this.watcher.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style', 'class'],
      });
    }
    this.place(this.hostElement);
    this.sync(this.hostElement);
    return this.root;
  }

  /** The portal host element, if created (tests, and the focus checks of the kit). */
  get element(): HTMLElement | null {
    return this.hostElement;
  }

  /** Removes the portal (the element is gone for good). */
  dispose(): void {
    this.watcher?.disconnect();
    this.watcher = null;
    setScrollLock(this, false);
    this.hostElement?.remove();
    this.hostElement = null;
    this.root = null;
  }

  /**
   * A popup that held focus closed (its focused element is hidden or gone, no modal is left open, focus is
   * on body or in the portal): focus goes back to the element focused before, e.g. the button that opened it.
   */
  private refocus(shadow: ShadowRoot): void {
    const { back, last } = this;
    if (!back || !last || last.getClientRects().length) return;
    this.back = this.last = undefined;
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body || active.getRootNode() === shadow) back.focus();
  }

  private place(portal: HTMLElement): void {
    const doc = this.owner.ownerDocument;
    const dialog = this.owner.closest(HOST_DIALOGS);
    const parent = dialog ?? doc.body;
    if (portal.parentNode !== parent) parent.append(portal);
    // Inside a fixed/transformed dialog the popups are positioned against it; at body level, the page.
    portal.style.position = dialog ? 'fixed' : 'absolute';
  }

  /**
   * Copies the element's theme attributes and design tokens (they do not cross into another tree): each
   * token as the element resolves it (set on a wrapper or the element, its own `--primary-6`, its theme).
   */
  private sync(portal: HTMLElement): void {
    for (const name of MIRRORED) {
      const value = this.owner.getAttribute(name);
      if (value === null) portal.removeAttribute(name);
      else portal.setAttribute(name, value);
    }
    const view = this.owner.ownerDocument.defaultView;
    if (!view || !this.owner.isConnected) return;
    const computed = view.getComputedStyle(this.owner);
    for (const name of THEME_TOKENS) portal.style.setProperty(`--wk-${name}`, computed.getPropertyValue(`--${name}`));
  }
}
