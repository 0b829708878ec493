// A bundled benchmark page in Debian's Chromium: served from a fake origin, one browser per measurement,
// with the frame-rate and throttling limits off (a frame takes as long as its work).
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const ORIGIN = 'http://bench.local';

const LAUNCH_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
];

/** The page's bundle, and what goes into its `<head>` before it (e.g. a stub the bundle expects). */
export interface BenchFiles {
  js: string;
  css: string;
  head?: string;
}

/** An opened page: its context, a heap reading after a forced GC, and `call` of the page's `window.bench`. */
export interface BenchPage<B> {
  context: BrowserContext;
  page: Page;
  heap(): Promise<number>;
  /** Runs `fn(window.bench, arg)` in the page (`fn` is sent as source: it may use nothing outside). */
  call<T, A extends string | number>(fn: (bench: B, arg: A) => T | Promise<T>, arg?: A): Promise<T>;
}

/**
 * Runs `work` in a browser of its own, closed afterwards (no teardown of one measurement runs alongside
 * the next).
 *
 * @example const result = await inBenchBrowser((browser) => openBenchPage(browser, files, 'ours').then(...));
 */
export async function inBenchBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Opens the bundle as a page at 1280 × 800 and waits until it sets `document.title = 'ready'`.
 *
 * @example const { call } = await openBenchPage<Bench>(browser, files, 'ours'); await call((bench) => bench.mount());
 */
export async function openBenchPage<B>(browser: Browser, files: BenchFiles, kind: string): Promise<BenchPage<B>> {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/page.css">${files.head ?? ''}
</head><body style="margin:0"><script type="module" src="/page.js"></script></body></html>`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${kind}] page error:`, error.message));
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/page.js') return route.fulfill({ body: files.js, contentType: 'text/javascript' });
    if (path === '/page.css') return route.fulfill({ body: files.css, contentType: 'text/css' });
    return route.fulfill({ body: html, contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => document.title === 'ready');
  const cdp = await context.newCDPSession(page);
  return {
    context,
    page,
    async heap() {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    call: (fn, arg) =>
      page.evaluate(
        ([source, value]) => {
          const bench = (window as unknown as { bench: unknown }).bench;
          return new Function('bench', 'value', `return (${source})(bench, value)`)(bench, value);
        },
        [fn.toString(), arg ?? ''] as const,
      ),
  };
}
