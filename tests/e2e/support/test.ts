import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * How Chromium reports a Content-Security-Policy violation in the console ("Refused to load the script … because
 * it violates the following Content Security Policy directive …", "Applying inline style violates …").
 */
export const CSP_VIOLATION = /Content Security Policy/i;

/**
 * What Chromium reports while a sanitiser merely parses hostile HTML (`<img onerror=…>`): DOMPurify's inert
 * DOMParser document inherits the page's policy, and Chromium reports the handler attribute there. Nothing ran;
 * tests that feed such content allow exactly this (and still check that no script ran).
 */
export const HANDLER_IN_PARSED_HTML = /^Executing inline event handler violates .*'script-src/;

/** The CSP watch of a test: what it saw, and the reports a test that feeds hostile content may allow. */
export interface CspWatch {
  /** Each violation reported so far: the page's address and the console message. */
  readonly violations: { url: string; text: string }[];
  allow(report: RegExp): void;
}

/**
 * Playwright's `test` with one automatic check: every page the test opens — in its own context or in contexts it
 * makes with `browser.newContext()` — runs under the server's CSP (server/src/http/content-security.ts), and a
 * single violation in any console fails the test, naming the page and the message, unless the test allowed
 * that report (`csp.allow(HANDLER_IN_PARSED_HTML)`).
 */
export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context, browser }, use) => {
      const violations: CspWatch['violations'] = [];
      const allowed: RegExp[] = [];
      const watchPage = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (CSP_VIOLATION.test(text)) violations.push({ url: page.url(), text });
        });
      const watchContext = (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page);
        watched.on('page', watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watchContext(made);
        return made;
      };
      try {
        await use({ violations, allow: (report) => allowed.push(report) });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = violations
        .filter(({ text }) => !allowed.some((report) => report.test(text)))
        .map(({ url, text }) => `${url}: ${text}`);
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
