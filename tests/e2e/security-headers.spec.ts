// The admin under its Content-Security-Policy (server/src/http/content-security.ts), as a browser enforces it.
// Every other spec fails on any CSP violation (support/test.ts); these provoke violations on purpose, so they
// use Playwright's own `test` and check that the browser refused, and said so as support/test.ts expects.
import { expect, type Page, test } from '@playwright/test';
import { CSP_VIOLATION } from './support/test';

/** Console messages of `page` that report a CSP violation. */
function violationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the admin page is sent with a strict policy, framing limited to its own origin', async ({ page }) => {
  const answer = await page.goto('/');
  const headers = answer?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')*(;|$)/);
  expect(policy).not.toMatch(/unsafe-eval/);
  expect(policy).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  await expect(page.getByPlaceholder('账户')).toBeVisible();
});

test('a script injected into the admin does not run, and the browser reports it', async ({ page }) => {
  const violations = violationsOf(page);
  await page.goto('/#/user/login');
  await expect(page.getByPlaceholder('账户')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__handler = true');
    image.src = 'data:,broken';
    document.body.append(image);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => [Reflect.get(window, '__injected'), Reflect.get(window, '__handler')])).toEqual([
    undefined,
    undefined,
  ]);
});

/** Opens `pageUrl`, a page (fulfilled here) holding the admin in an iframe; resolves with that frame. */
async function adminFramedBy(page: Page, pageUrl: string, adminUrl: string) {
  await page.route(pageUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>framing</title><iframe id="admin" src="${adminUrl}" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(pageUrl);
  const frame = await (await page.locator('#admin').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame');
  return frame;
}

test('a page of another origin cannot frame the admin; a page of its own origin can', async ({ page, baseURL }) => {
  const stranger = `http://127.0.0.1:${process.env.E2E_STRANGER_PORT}/framing-test.html`;
  const refused = await adminFramedBy(page, stranger, `${baseURL}/`);
  // Chromium replaces a frame refused by frame-ancestors with its error page.
  await expect.poll(() => refused.url()).toMatch(/^chrome-error:/);
  expect(await refused.locator('#root').count()).toBe(0);

  const own = await adminFramedBy(page, `${baseURL}/framing-test.html`, `${baseURL}/#/user/login`);
  await expect(own.getByPlaceholder('账户')).toBeVisible();
});
