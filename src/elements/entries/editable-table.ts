/**
 * `<editable-table>` alone, as `editable-table.iife.js` (React and Arco inside) and as `esm/editable-table.js`
 * (the element's own code over the shared runtime chunks: what wk-loader.js imports).
 */
import { defineEditableTable } from '../editable-table';
import { publishGlobal } from '../kit/page-api';

defineEditableTable();
publishGlobal(['editable-table']);
