import { POPUP_PARTS, type WidgetSpec } from '../kit/spec';

/** `<editable-table>`: inline-edited rows with validation. */
export const editableTableSpec: WidgetSpec = {
  tag: 'editable-table',
  summary: 'Editable table: rows edited in place (inputs, selects, dates, pickers…), toolbar, validation, statistics',
  needsApi: false,
  cssParts: {
    table: {
      description:
        'The grid: `editable-table::part(table)`; also the tables of picker cells\' modals, in the portal: `wk-portal[data-for="<tag>"]::part(table)`',
    },
    toolbar: { description: 'The toolbar above the grid (attribute toolbar)' },
    ...POPUP_PARTS,
  },
  formValue: 'rows',
  valueMissing: '请至少添加一行',
  attrs: {
    name: { type: 'string', description: 'Form field name: the rows are submitted (JSON) with the enclosing <form>' },
    rowKey: { type: 'string', description: 'Field holding the row key', default: 'id' },
    required: {
      type: 'boolean',
      description:
        'A form does not submit while the table has no rows (请至少添加一行); a cell its synchronous rules refuse blocks it always',
    },
    disabled: { type: 'boolean', description: 'View only: no editing, no adding or deleting' },
    alwaysEdit: { type: 'boolean', description: 'Every cell always in edit mode (else a cell edits on click)' },
    toolbar: { type: 'boolean', description: 'Show the 新增 / 删除 / 清空选择 toolbar' },
    maxHeight: { type: 'number', description: 'Max height of the body in px', default: '400' },
    rowHeight: { type: 'number', description: 'Row height in px', default: '61' },
  },
  rich: {
    columns: {
      type: 'EditableColumn[]',
      attribute: 'columns',
      attributeType: 'json',
      description: 'Column definitions ({ key, title, type, options, validateRules… }); the attribute takes JSON',
    },
    rows: {
      type: 'Record<string, unknown>[]',
      live: true,
      description: 'The rows. Setting it resets the table; reading it gives the current (edited) rows',
    },
  },
  events: {
    'wk-change': {
      description: 'The user changed a cell (events follow user actions, never the methods)',
      detail: '{ rows: Row[]; row: Row; rowKey: string; column: string; value: unknown }',
    },
    'wk-row-add': { description: 'The user added rows (toolbar, paste)', detail: '{ rows: Row[] }' },
    'wk-row-delete': { description: 'The user deleted rows', detail: '{ keys: string[] }' },
    'wk-selection-change': { description: 'The checked rows changed', detail: '{ keys: string[] }' },
  },
  methods: {
    getRows: { description: 'The current rows', signature: '() => Row[]' },
    getValues: {
      description: 'Rows plus the ids deleted since load',
      signature: '() => { rows: Row[]; deleteIds: string[] }',
    },
    addRow: { description: 'Adds a row (defaults filled); returns the new keys', signature: '(row?: Row) => string[]' },
    removeRows: { description: 'Deletes rows by key', signature: '(keys: string | string[]) => void' },
    validate: {
      description: 'Validates every row: resolves with the values, rejects with { error, errors } (cells marked)',
      signature: '() => Promise<{ rows: Row[]; deleteIds: string[] }>',
    },
  },
};
