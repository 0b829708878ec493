/**
 * `<import-dialog>` alone, as `import-dialog.iife.js` (React and Arco inside) and as `esm/import-dialog.js`
 * (the element's own code over the shared runtime chunks: what wk-loader.js imports).
 */
import { defineImportDialog } from '../import-dialog';
import { publishGlobal } from '../kit/page-api';

defineImportDialog();
publishGlobal(['import-dialog']);
