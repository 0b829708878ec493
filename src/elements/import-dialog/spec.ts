import { PICKER_TABLE_PART, POPUP_PARTS, type WidgetSpec } from '../kit/spec';

/** `<import-dialog>`: the 导入EXCEL modal. */
export const importDialogSpec: WidgetSpec = {
  tag: 'import-dialog',
  summary: 'The 导入EXCEL modal: choose .xls/.xlsx files, preview them, upload each with its outcome',
  needsApi: true,
  cssParts: { table: PICKER_TABLE_PART, ...POPUP_PARTS },
  attrs: {
    open: { type: 'boolean', description: 'The modal is shown (as <dialog open>); closing it removes the attribute' },
    url: { type: 'string', description: 'Import URL relative to the API base, e.g. /sys/position/importExcel' },
    title: { type: 'string', description: 'Modal title', default: '导入EXCEL' },
    maxSize: { type: 'number', description: 'Size cap per file in MB (0: none)', default: '10' },
    previewRows: { type: 'number', description: 'Rows previewed per sheet', default: '20' },
    isSingleTableImport: { type: 'string', description: 'Sent as the isSingleTableImport form field' },
    validateStatus: { type: 'string', description: '`1` or `0`: sent as validateStatus (online forms)' },
  },
  rich: {
    columns: {
      type: 'ImportColumn[]',
      description: 'Target columns ({ key, title, validateRules }): the preview marks rows that break them',
    },
    foreignKeys: { type: 'Record<string, unknown> | string', description: 'Sent as the foreignKeys form field' },
  },
  events: {
    'wk-import': {
      description: 'A run ended with rows imported (fully or partly)',
      detail: "{ phase: 'done' | 'partial' | 'failed'; files: { name: string; outcome: ImportOutcome }[] }",
    },
    'wk-error': {
      description:
        "A run ended with a failed file (reason 'server', with files); as on every element, also a failed request (session end, no answer)",
      detail:
        "{ message: string; reason: 'session' | 'network' | 'server'; session?: true; code?: number | string; files?: { name: string; outcome: ImportOutcome }[] }",
    },
    'wk-close': { description: 'The user closed the modal (hide() fires no event)', detail: '{}' },
  },
  methods: {
    show: { description: 'Opens the modal (sets the open attribute)', signature: '() => void' },
    hide: { description: 'Closes the modal (removes the open attribute)', signature: '() => void' },
  },
};
