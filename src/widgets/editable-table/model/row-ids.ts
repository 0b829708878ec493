import { EDITABLE_TABLE_DEFAULTS } from '../types';

/** Prefix of the temporary ids given to rows added in the table. */
export const TEMP_ID_PREFIX = 'new_';

/**
 * The row key of an id: its text cut to 50 characters (docs/widgets-spec.md §3); undefined for a missing id.
 *
 * @example toRowKey('a'.repeat(60)).length // 50
 */
export function toRowKey(id: unknown): string | undefined {
  if (id === undefined || id === null || id === '') return undefined;
  return String(id).slice(0, EDITABLE_TABLE_DEFAULTS.rowKeyMaxLength);
}

function randomPart(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID().replaceAll('-', '');
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

/**
 * A temporary id for a new row, unique among `taken`.
 *
 * @example createTempId(new Set()) // 'new_3f9c…'
 */
export function createTempId(taken: { has(key: string): boolean }): string {
  for (;;) {
    const id = `${TEMP_ID_PREFIX}${randomPart()}`.slice(0, EDITABLE_TABLE_DEFAULTS.rowKeyMaxLength);
    if (!taken.has(id)) return id;
  }
}
