import type { Row } from '../../list-page';

/**
 * A row with the named number fields as text, as dictionary selects and radios hold their values.
 *
 * @example textFields({ status: 1, name: 'a' }, 'status') // { status: '1', name: 'a' }
 */
export function textFields(row: Row, ...fields: string[]): Row {
  const out: Row = { ...row };
  for (const field of fields) {
    const value = row[field];
    if (value !== undefined && value !== null) out[field] = String(value);
  }
  return out;
}

/**
 * A cell render showing the server's `<field>_dictText` (for codes without a dictionary of their own).
 *
 * @example { dataIndex: 'ticketType', title: '类型', render: dictText('ticketType') }
 */
export function dictText(field: string) {
  return (value: unknown, row: Row): string => String(row[`${field}_dictText`] ?? value ?? '');
}
