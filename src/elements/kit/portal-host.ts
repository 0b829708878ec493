import { adoptStyles, type ElementStyles } from './host-styles';
import { setScrollLock, showsModalMask } from './scroll-lock';
import { CSS_PROPERTIES } from './spec';

/** Host-page dialogs a popup must stay inside, or their focus traps fight the popup's inputs. */
const HOST_DIALOGS = '.modal, .ui-dialog, dialog, [aria-modal="true"], [role="dialog"]';

/** The element each `<wk-portal>` belongs to (a click in a popup counts as a touch of its element). */
export const portalOwners = new WeakMap<EventTarget, HTMLElement>();

/** Attributes of the element that the popups must follow. */
const MIRRORED = ['theme', 'dir', 'lang'] as const;

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
      const root = doc.createElement('div');
      root.className = 'wk-portal-root';
      shadow.append(root);
      this.hostElement = portal;
      this.root = root;
      portalOwners.set(portal, this.owner);
      // A modal with a mask locks the page's scrolling while it is shown.
      this.watcher = new MutationObserver(() => setScrollLock(this, showsModalMask(root)));
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

  private place(portal: HTMLElement): void {
    const doc = this.owner.ownerDocument;
    const dialog = this.owner.closest(HOST_DIALOGS);
    const parent = dialog ?? doc.body;
    if (portal.parentNode !== parent) parent.append(portal);
    // Inside a fixed/transformed dialog the popups are positioned against it; at body level, the page.
    portal.style.position = dialog ? 'fixed' : 'absolute';
  }

  /** Copies the element's theme attributes and design tokens (they do not cross into another tree). */
  private sync(portal: HTMLElement): void {
    for (const name of MIRRORED) {
      const value = this.owner.getAttribute(name);
      if (value === null) portal.removeAttribute(name);
      else portal.setAttribute(name, value);
    }
    const view = this.owner.ownerDocument.defaultView;
    if (!view || !this.owner.isConnected) return;
    const computed = view.getComputedStyle(this.owner);
    for (const { name } of CSS_PROPERTIES) {
      const value = computed.getPropertyValue(name).trim();
      if (value) portal.style.setProperty(name, value);
      else portal.style.removeProperty(name);
    }
  }
}
