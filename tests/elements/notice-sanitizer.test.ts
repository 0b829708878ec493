// The notice sanitiser's side file in real Chromium: the kit's loader (a classic <script> next to the kit
// script, registered once per page) and the text-only fallback used when it cannot load.
import {
  loadNoticeSanitizerScript,
  NOTICE_SANITIZER_GLOBAL,
  type NoticeSanitizerScope,
} from '../../src/elements/kit/notice-sanitizer-url';
import { htmlToText } from '../../src/widgets/notice-bell/use-sanitized-html';
import { assert, assertEqual, waitFor } from './support/dom';
import { beforeEach, describe, it } from './support/mocha';

declare global {
  interface Window {
    __fixtureSanitizerRuns?: number;
    __textXss?: number;
  }
}

const scope = globalThis as NoticeSanitizerScope;
/** Where a kit script in the fixture folder would be served from. */
const KIT_SCRIPT = new URL('/tests/elements/support/side-files/admin-elements.iife.js', location.href).href;
const SIDE_FILE = new URL('sanitizer.js', KIT_SCRIPT).href;

function injected(src: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src === src);
}

describe('notice sanitiser side file', () => {
  beforeEach(() => {
    delete scope[NOTICE_SANITIZER_GLOBAL];
    for (const script of injected(SIDE_FILE)) script.remove();
    window.__fixtureSanitizerRuns = 0;
  });

  it('loads sanitizer.js from the kit script’s folder once, then reuses the registration', async () => {
    const loaded = await loadNoticeSanitizerScript(KIT_SCRIPT);
    assertEqual(loaded.sanitizeNoticeHtml('<b>x</b>'), 'fixture:<b>x</b>', 'the registered sanitiser');
    assertEqual(injected(SIDE_FILE).length, 1, 'one script tag for the side file');
    // A second kit copy on the page (another folder) finds the registration and fetches nothing.
    const again = await loadNoticeSanitizerScript(new URL('/elsewhere/notice-bell.iife.js', location.href).href);
    assert(again === loaded, 'the same registration');
    assertEqual(window.__fixtureSanitizerRuns, 1, 'the side file ran once');
  });

  it('rejects and removes its script when the file cannot load; a later call loads it', async () => {
    const missing = new URL('/tests/elements/support/no-such-folder/notice-bell.iife.js', location.href).href;
    const error = await loadNoticeSanitizerScript(missing).then(
      () => null,
      (reason: unknown) => reason as Error,
    );
    assert(error?.message.includes('no-such-folder/sanitizer.js'), `rejected naming the file (${error?.message})`);
    assertEqual(injected(new URL('sanitizer.js', missing).href).length, 0, 'the failed script tag is removed');
    assertEqual(scope[NOTICE_SANITIZER_GLOBAL], undefined, 'nothing registered');
    const loaded = await loadNoticeSanitizerScript(KIT_SCRIPT);
    assertEqual(loaded.sanitizeNoticeHtml('a'), 'fixture:a', 'the retry loads');
  });

  it('the text-only fallback runs no handler or script and fetches no image', async () => {
    window.__textXss = undefined;
    const image = `/tests/elements/support/side-files/never-fetched-${Date.now()}.png`;
    const text = htmlToText(
      `<p>今晚维护</p><img src="${image}" onerror="window.__textXss = 1"><script>window.__textXss = 2</script>` +
        '<style>*{color:red}</style><p>请保存<br>草稿</p>',
    );
    assertEqual(text, '今晚维护\n请保存\n草稿', 'one line per paragraph, no code');
    // A live image with a missing source, as control: once its error fired, the inert one would have too.
    const control = document.createElement('img');
    let controlFailed = false;
    control.onerror = () => {
      controlFailed = true;
    };
    control.src = `${image}?control`;
    document.body.append(control);
    await waitFor(() => controlFailed, 'the control image to fail');
    control.remove();
    assertEqual(window.__textXss, undefined, 'no payload ran');
    assertEqual(
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(image)).length,
      0,
      'the image was never requested',
    );
  });
});
