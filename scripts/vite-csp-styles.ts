import type { Plugin } from 'vite';

/**
 * The admin's CSP admits `<style>` elements only from its own files (issue 20). Sonner (the toasts of
 * Univer's design kit) writes its CSS into a `<style>` element when its module loads: the browser refuses
 * it and reports a violation. This plugin turns that injection off; the sheet imports `sonner/dist/styles.css`
 * instead, which Vite serves as a file.
 *
 * @example plugins: [withoutInjectedStyles()]
 */
export function withoutInjectedStyles(): Plugin {
  return {
    name: 'without-injected-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) {\n  return;');
      if (patched === code) this.error('sonner changed: __insertCSS not found (see scripts/vite-csp-styles.ts)');
      return { code: patched, map: null };
    },
  };
}
