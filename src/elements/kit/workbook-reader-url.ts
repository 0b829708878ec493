/**
 * The import dialog's workbook parser (SheetJS) is not inside the element bundles: it is the separate
 * `workbook-reader.js` next to the script, fetched the first time a workbook is previewed. The script's
 * own address is captured while it runs (`document.currentScript` is null later).
 */
const scriptUrl =
  (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.src) ||
  (typeof location !== 'undefined' ? location.href : '');

/** Loads `workbook-reader.js` from the kit's folder (an ES module: same origin, or CORS on the kit's host). */
export function loadWorkbookReader(): Promise<typeof import('../../widgets/import-dialog/read-workbook')> {
  return import(/* @vite-ignore */ new URL('workbook-reader.js', scriptUrl).href);
}
