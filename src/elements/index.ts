/**
 * The ES-module entry of the element kit (`dist/elements/esm/index.js`) for bundler users: importing it
 * defines all five elements; the `define…` functions and `configure` are exported for explicit use.
 *
 * @example import { configure } from './elements/esm/index.js'; configure({ apiBase: '/jeecg-boot', token });
 */
import { defineCronBuilder } from './cron-builder';
import { defineEditableTable } from './editable-table';
import { defineImportDialog } from './import-dialog';
import { publishGlobal } from './kit/page-api';
import { defineNoticeBell } from './notice-bell';
import { defineUserPicker } from './user-picker';

export { cronBuilderSpec, defineCronBuilder } from './cron-builder';
export { defineEditableTable, editableTableSpec } from './editable-table';
export { defineImportDialog, importDialogSpec } from './import-dialog';
export { configure, getKitConfig, type KitConfig } from './kit/kit-config';
export { version } from './kit/page-api';
export { defineNoticeBell, noticeBellSpec } from './notice-bell';
export { defineUserPicker, userPickerSpec } from './user-picker';

defineCronBuilder();
defineEditableTable();
defineImportDialog();
defineNoticeBell();
defineUserPicker();
publishGlobal(['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker']);
