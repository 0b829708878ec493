// wk-loader.js and the built kit, as pages load them (support/built-kit.mjs builds the kit and serves it at
// /__built-kit/): each page is a fresh iframe, so each has its own custom-element registry and its own count of
// React copies. React DOM registers every copy of itself with the DevTools hook when its module runs; a fake
// hook installed before the scripts counts them (renderers) and the React copies behind them (their dispatcher).
import * as XLSX from '@e965/xlsx';
import { assert, assertEqual, waitFor } from './support/dom';
import { afterEach, before, describe, it } from './support/mocha';
import { apiLogin } from './support/reference-server-client';

const KIT = new URL('/__built-kit/', location.href).href;
const TAGS = ['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker'];
const ALL_FIVE = TAGS.map((tag) => `<${tag}></${tag}>`).join('');
/** The kit is built when the test server starts (a minute on a busy machine); the first request waits for it. */
const BUILD_WAIT = 110_000;

/** A page's window: its own globals (WidgetKit: src/elements/types/elements.d.ts) and the probes below. */
type KitWindow = Window &
  typeof globalThis & {
    __errors: string[];
    __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { currentDispatcherRef: unknown }> };
  };

/** Installed before any kit script: page errors and a DevTools hook that counts React DOM copies. */
const PROBE = `<script>
  window.__errors = [];
  // Chromium's benign "ResizeObserver loop completed with undelivered notifications" is no page error.
  addEventListener('error', (event) => /ResizeObserver loop/.test(event.message) || __errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => __errors.push(String(event.reason)));
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) { const id = this.renderers.size + 1; this.renderers.set(id, internals); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
    setStrictMode() {}, checkDCE() {},
  };
</script>`;

const frames: HTMLIFrameElement[] = [];

/** A page with `head` (kit scripts, given as file names of the kit or as markup) and `body`, loaded. */
async function openPage(head: (string | { html: string })[], body = ''): Promise<KitWindow> {
  const scripts = head.map((part) => (typeof part === 'string' ? `<script src="${KIT}${part}"></script>` : part.html));
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1000px;height:700px;border:0';
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8">${PROBE}${scripts.join('')}</head><body>${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame.contentWindow as KitWindow;
}

/** Waits until every tag in `tags` is defined in `win` (the first page also waits for the kit build). */
function defined(win: KitWindow, tags = TAGS, timeout = 20_000): Promise<unknown> {
  return waitFor(() => tags.every((tag) => win.customElements.get(tag)), `defined: ${tags.join(', ')}`, timeout);
}

/** React copies on the page: React DOM copies registered with the hook, and distinct React copies behind them. */
function reactCopies(win: KitWindow): { reactDom: number; react: number } {
  const renderers = [...win.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()];
  return { reactDom: renderers.length, react: new Set(renderers.map((r) => r.currentDispatcherRef)).size };
}

/** Kit files the page requested (its resource entries), relative to the kit folder. */
function requested(win: KitWindow): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(KIT))
    .map((name) => name.slice(KIT.length));
}

/** Each element on the page rendered (its shadow root has content). */
function rendered(win: KitWindow, tags = TAGS): Promise<unknown> {
  return waitFor(
    () => tags.every((tag) => (win.document.querySelector(tag)?.shadowRoot?.childElementCount ?? 0) > 0),
    `rendered: ${tags.join(', ')}`,
    10_000,
  );
}

/** A page with `scripts` and the five elements: its React copies once all five are defined and rendered. */
async function copiesWith(scripts: string[]): Promise<{ reactDom: number; react: number; errors: string[] }> {
  const win = await openPage(scripts, ALL_FIVE);
  await defined(win);
  await rendered(win);
  // Whatever was still loading has landed: nothing starts a React later.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { ...reactCopies(win), errors: win.__errors };
}

describe('wk-loader.js: the kit from one small script over one shared runtime', () => {
  before(async function (this: { timeout(ms: number): void }) {
    this.timeout(BUILD_WAIT);
    const loader = await fetch(`${KIT}wk-loader.js`);
    assert(loader.ok, `the built kit is served (${loader.status})`);
  });

  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('defines the five elements found in the page from one shared runtime: one React', async () => {
    const win = await openPage(['wk-loader.js'], ALL_FIVE);
    assertEqual(win.WidgetKit?.tags.slice().sort().join(), TAGS.join(), 'WidgetKit.tags at once');
    await defined(win);
    await rendered(win);
    assertEqual(JSON.stringify(reactCopies(win)), JSON.stringify({ reactDom: 1, react: 1 }), 'React copies');
    const files = requested(win);
    const shared = files.filter((file) => !TAGS.some((tag) => file === `esm/${tag}.js`) && file !== 'wk-loader.js');
    assertEqual(
      // Sorted: the browser fetches them in parallel, in no set order.
      shared
        .map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
        .sort()
        .join(),
      'esm/rolldown-runtime,esm/wk-runtime,esm/wk-runtime-plus',
      `the shared chunks, each once (${files.join(', ')})`,
    );
    for (const tag of TAGS) assert(files.includes(`esm/${tag}.js`), `esm/${tag}.js requested`);
    assert(!files.some((file) => file.endsWith('.iife.js')), `no classic bundle: ${files.join(', ')}`);
    assertEqual(win.__errors.length, 0, `page errors: ${win.__errors.join('; ')}`);
  });

  it('loads an element on first sight only: added later, inside an open shadow root, or in a root it is told about', async () => {
    const win = await openPage(['wk-loader.js']);
    const { document: doc } = win;
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert(!requested(win).some((file) => file.startsWith('esm/')), 'no element module before an element appears');

    doc.body.append(doc.createElement('cron-builder'));
    await defined(win, ['cron-builder']);
    assert(!win.customElements.get('user-picker'), 'only what the page uses');

    const open = doc.createElement('div');
    open.attachShadow({ mode: 'open' });
    doc.body.append(open);
    await new Promise((resolve) => setTimeout(resolve, 50));
    open.shadowRoot?.append(doc.createElement('user-picker'));
    await defined(win, ['user-picker']);

    const closedHost = doc.createElement('div');
    const closed = closedHost.attachShadow({ mode: 'closed' });
    closed.append(doc.createElement('import-dialog'));
    doc.body.append(closedHost);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert(!win.customElements.get('import-dialog'), 'a closed shadow root is not seen');
    win.WidgetKit?.observe?.(closed);
    await defined(win, ['import-dialog']);

    await win.WidgetKit?.load?.('editable-table');
    assert(win.customElements.get('editable-table'), 'load(tag) defines an element the page does not hold yet');
    const bell = win.WidgetKit?.whenDefined?.('notice-bell');
    doc.body.append(doc.createElement('notice-bell'));
    await bell;
    assertEqual(reactCopies(win).react, 1, 'still one React');
    const failed = await win.WidgetKit?.load?.('no-such-element').then(
      () => '',
      (error: Error) => error.message,
    );
    assert(failed?.includes('no <no-such-element>'), `an unknown tag is refused: ${failed}`);
    assertEqual(win.__errors.length, 0, `page errors: ${win.__errors.join('; ')}`);
  });

  it('takes the configuration given before any element loaded (WidgetKitConfig, configure())', async () => {
    const { token } = await apiLogin('tenant1');
    const win = await openPage([
      { html: `<script>window.WidgetKitConfig = { apiBase: '/jeecg-boot', tenantId: 1002 };</script>` },
      'wk-loader.js',
      { html: `<script>WidgetKit.configure({ token: ${JSON.stringify(token)}, tenantId: 1001 });</script>` },
    ]);
    assertEqual(
      JSON.stringify(win.WidgetKit?.getConfig()),
      JSON.stringify({ apiBase: '/jeecg-boot', tenantId: 1001, token }),
      'the configuration before the runtime loaded',
    );
    const bell = win.document.createElement('notice-bell');
    bell.setAttribute('poll-interval', '0');
    win.document.body.append(bell);
    await defined(win, ['notice-bell']);
    // Configured: the bell shows its unread count, not the inline "未配置接口" error.
    await waitFor(
      () => bell.shadowRoot?.querySelector('button[aria-label^="通知("]'),
      `the bell with its count: ${bell.shadowRoot?.textContent}`,
      10_000,
    );
    assertEqual(win.WidgetKit?.getConfig().tenantId, 1001, 'a later element did not re-apply WidgetKitConfig');
  });

  it('fetches the side files next to the loader: the workbook parser on the first preview', async () => {
    const { token } = await apiLogin('tenant1');
    const win = await openPage(
      ['wk-loader.js', { html: `<script>WidgetKit.configure({ token: ${JSON.stringify(token)} });</script>` }],
      '<import-dialog url="/sys/position/importExcel" open></import-dialog>',
    );
    await defined(win, ['import-dialog']);
    const dialog = win.document.querySelector('import-dialog') as HTMLElement;
    const input = await waitFor(
      () =>
        [...win.document.querySelectorAll('wk-portal')]
          .map((portal) => portal.shadowRoot?.querySelector<HTMLInputElement>('input[type=file]'))
          .find(Boolean),
      'the dialog’s file input',
      10_000,
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['职务编码'], ['A1']]), '职务');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const transfer = new win.DataTransfer();
    transfer.items.add(new win.File([bytes], '职务.xlsx'));
    input.files = transfer.files;
    input.dispatchEvent(new win.Event('change', { bubbles: true }));
    await waitFor(() => requested(win).includes('workbook-reader.js'), 'workbook-reader.js fetched', 10_000);
    assert(
      !requested(win).some((file) => file.includes('read-workbook')),
      'not the modules’ own fallback chunk (for applications that bundle them)',
    );
    assert(dialog.isConnected, 'still on the page');
  });

  describe('React copies for the combinations of kit scripts on one page', () => {
    it('the loader, then the all-in-one bundle: one React (the bundle leaves its tags to the loader)', async () => {
      const copies = await copiesWith(['wk-loader.js', 'admin-elements.iife.js']);
      assertEqual(JSON.stringify(copies), JSON.stringify({ reactDom: 1, react: 1, errors: [] }), 'copies');
    });

    it('the all-in-one bundle, then the loader or a single-element bundle: one React', async () => {
      const withLoader = await copiesWith(['admin-elements.iife.js', 'wk-loader.js']);
      assertEqual(JSON.stringify(withLoader), JSON.stringify({ reactDom: 1, react: 1, errors: [] }), 'then the loader');
      const withBell = await copiesWith(['admin-elements.iife.js', 'notice-bell.iife.js']);
      assertEqual(JSON.stringify(withBell), JSON.stringify({ reactDom: 1, react: 1, errors: [] }), 'then the bell');
    });

    it('single-element bundles in the page, with the loader, the all-in-one bundle or each other: one React', async () => {
      for (const scripts of [
        ['notice-bell.iife.js', 'wk-loader.js'],
        ['notice-bell.iife.js', 'admin-elements.iife.js'],
        ['notice-bell.iife.js', 'admin-elements.iife.js', 'cron-builder.iife.js'],
        ['notice-bell.iife.js', 'user-picker.iife.js'],
        [
          'notice-bell.iife.js',
          'cron-builder.iife.js',
          'user-picker.iife.js',
          'editable-table.iife.js',
          'import-dialog.iife.js',
        ],
      ]) {
        const copies = await copiesWith(scripts);
        assertEqual(JSON.stringify(copies), JSON.stringify({ reactDom: 1, react: 1, errors: [] }), scripts.join(' + '));
        for (const frame of frames.splice(0)) frame.remove();
      }
    });

    it('one single-element bundle alone runs its own code: no loader, no ES module fetched', async () => {
      const win = await openPage(['notice-bell.iife.js'], '<notice-bell></notice-bell>');
      await defined(win, ['notice-bell']);
      await rendered(win, ['notice-bell']);
      assertEqual(JSON.stringify(reactCopies(win)), JSON.stringify({ reactDom: 1, react: 1 }), 'React copies');
      assertEqual(requested(win).join(), 'notice-bell.iife.js', 'kit files fetched');
      assertEqual(
        typeof (win as unknown as { WidgetKit: { configure: unknown } }).WidgetKit.configure,
        'function',
        'the page API',
      );
    });

    it('a single-element bundle added after the page was parsed, next to another: two Reacts at most', async () => {
      const win = await openPage(['notice-bell.iife.js'], ALL_FIVE);
      await defined(win, ['notice-bell']);
      const script = win.document.createElement('script');
      script.src = `${KIT}user-picker.iife.js`;
      win.document.head.append(script);
      await defined(win, ['user-picker']);
      await rendered(win, ['notice-bell', 'user-picker']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assertEqual(JSON.stringify(reactCopies(win)), JSON.stringify({ reactDom: 2, react: 2 }), 'React copies');
      assertEqual(JSON.stringify(win.__errors), '[]', 'page errors');
    });
  });
});
