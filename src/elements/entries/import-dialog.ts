/** `import-dialog.iife.js`: `<import-dialog>` alone, React and Arco inside. */
import { defineImportDialog } from '../import-dialog';
import { publishGlobal } from '../kit/page-api';

defineImportDialog();
publishGlobal(['import-dialog']);
