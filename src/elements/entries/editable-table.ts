/** `editable-table.iife.js`: `<editable-table>` alone, React and Arco inside. */
import { defineEditableTable } from '../editable-table';
import { publishGlobal } from '../kit/page-api';

defineEditableTable();
publishGlobal(['editable-table']);
