import { announcedKitScript, kitScript } from './kit-script';

type WorkbookReader = typeof import('../../widgets/import-dialog/read-workbook');

/**
 * The import dialog's workbook parser (SheetJS) is not inside the element bundles: it is the separate
 * `workbook-reader.js` next to the kit script, fetched the first time a workbook is previewed (see
 * kit-script.ts for how the script is found).
 *
 * In the ES-module build `bundled` imports the parser's own chunk: used when no loader announced the kit's
 * folder (the modules were bundled into an application, whose scripts are not the kit's).
 *
 * @example const { readWorkbookGrids } = await loadWorkbookReader();
 */
export function loadWorkbookReader(bundled?: () => Promise<WorkbookReader>): Promise<WorkbookReader> {
  const script = bundled ? announcedKitScript() : kitScript();
  if (!script && bundled) return bundled();
  const base = script?.src || (typeof location !== 'undefined' ? location.href : '');
  return import(/* @vite-ignore */ new URL('workbook-reader.js', base).href);
}
