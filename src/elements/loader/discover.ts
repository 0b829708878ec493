import { isKitTag, type KitTag } from './tags';

export interface Discovery {
  /** Scans `root` for the kit's tags and keeps watching it (a document, a shadow root, an element). */
  observe(root: Document | DocumentFragment | Element): void;
}

/** Elements whose shadow roots never hold a kit tag: the kit's own elements and popup hosts. */
const isKitOwned = (element: Element) => isKitTag(element.localName) || element.localName.startsWith('wk-');

/**
 * Finds the kit's tags as they appear: in the roots it is told about, in the open shadow roots it sees
 * inside them, and in whatever is added to those later (a `MutationObserver`), calling `found` for each
 * tag not defined yet. Watching stops once `finished()` (every tag defined).
 *
 * @example discoverElements((tag) => load(tag), () => KIT_TAGS.every((tag) => customElements.get(tag))).observe(document)
 */
export function discoverElements(found: (tag: KitTag) => void, finished: () => boolean): Discovery {
  const watched = new WeakSet<Node>();
  let stopped = false;

  const consider = (element: Element) => {
    if (isKitTag(element.localName) && !customElements.get(element.localName)) found(element.localName);
  };

  const scan = (root: Document | DocumentFragment | Element) => {
    if (root instanceof Element) {
      consider(root);
      if (root.shadowRoot && !isKitOwned(root)) observe(root.shadowRoot);
    }
    for (const element of root.querySelectorAll(':not(:defined)')) consider(element);
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot && !isKitOwned(element)) observe(element.shadowRoot);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
    if (finished()) {
      stopped = true;
      observer.disconnect();
    }
  });

  function observe(root: Document | DocumentFragment | Element): void {
    if (watched.has(root)) return;
    watched.add(root);
    scan(root);
    if (!stopped) observer.observe(root, { childList: true, subtree: true });
  }

  return { observe };
}
