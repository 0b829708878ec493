/** `admin-elements.iife.js`: all five elements in one classic script. */
import { defineCronBuilder } from '../cron-builder';
import { defineEditableTable } from '../editable-table';
import { defineImportDialog } from '../import-dialog';
import { publishGlobal } from '../kit/page-api';
import { KIT_TAGS } from '../loader/tags';
import { defineNoticeBell } from '../notice-bell';
import { defineUserPicker } from '../user-picker';

// Each definition stands alone: one that throws must not stop the others.
for (const define of [defineCronBuilder, defineEditableTable, defineImportDialog, defineNoticeBell, defineUserPicker]) {
  try {
    define();
  } catch (error) {
    console.error(error);
  }
}
publishGlobal(KIT_TAGS);
