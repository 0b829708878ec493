/** Small DOM assertions for browser tests (no assertion library is bundled for the browser). */

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  if (!Object.is(actual, expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** Polls until `probe` returns a truthy value, or fails with `message` after `timeout` ms. */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  message: string,
  timeout = 3000,
): Promise<T> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeout} ms: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The element whose own text (its direct text nodes, trimmed) equals `text`, searched under `root`. */
export function findByText(text: string, root: Node = document.body): HTMLElement | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    const own = Array.from(parent.childNodes)
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent ?? '')
      .join('')
      .trim();
    if (own === text) return parent;
  }
  return null;
}

/** Waits until `text` appears as an element's full text somewhere in the document. */
export function waitForText(text: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(() => findByText(text), `text "${text}" to appear in the DOM`, timeout);
}

/** Waits until no element in the document has `text` as its full text. */
export async function waitForTextGone(text: string, timeout?: number): Promise<void> {
  await waitFor(() => !findByText(text), `text "${text}" to leave the DOM`, timeout);
}
