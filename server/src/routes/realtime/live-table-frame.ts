import type { EntityDef } from '../../data/entity';
import { liveTableOf } from './live-tables';

/** A row id as a page gives it. */
export type RowId = string | number;

/** A changed row as relayed: its id as given, every other field as text or null. */
export type RelayedRow = { id: RowId } & Record<string, string | number | null>;

/** A change announced by a page, checked against the allowlist but not yet against the sender's scope. */
export interface LiveChange {
  socketKey: string;
  entity: EntityDef;
  id: RowId;
  /** The row reduced to what receivers may be told (`relayedRow`). */
  row: RelayedRow;
  /** The sending table instance (its own page ignores the change). */
  caseId: string;
}

const MAX_ID_CHARS = 64;
/** Stock clients send a random id of a few dozen characters. */
const MAX_CASE_ID_CHARS = 100;
/** Owner fields a sender may never tell receivers, whatever the entity calls its columns. */
const OWNER_FIELDS = new Set(['tenantId', 'shopId', 'channelId']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rowIdOf(value: unknown): RowId | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string') return value !== '' && value.length <= MAX_ID_CHARS ? value : null;
  return null;
}

/**
 * `row` reduced to the entity's declared fields, owner fields left out: strings, numbers and
 * booleans as text, null kept, anything else (objects, arrays) dropped; the id as given. Receivers
 * render the values as text, so a value never reaches them as markup or as a structure.
 *
 * @example relayedRow(POSITION_ENTITY, 'p1', { name: '<b>x</b>', code: 7, tenantId: 1, extra: 'x', rank: {} })
 *   // { id: 'p1', name: '<b>x</b>', code: '7' }
 */
export function relayedRow(entity: EntityDef, id: RowId, row: Record<string, unknown>): RelayedRow {
  const owners = new Set(Object.values(entity.scope));
  const out: RelayedRow = { id };
  for (const [name, def] of Object.entries(entity.fields)) {
    if (name === 'id' || OWNER_FIELDS.has(name) || owners.has(def.column) || !Object.hasOwn(row, name)) continue;
    const value = row[name];
    if (value === null) out[name] = null;
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[name] = String(value);
    }
  }
  return out;
}

/**
 * The change an `update_vxe_table` frame's `data` announces, or null unless it has the documented
 * shape `{ socketKey, args: [row, caseId] }`: a socketKey of the allowlist (live-tables.ts), exactly
 * two args, a row object with a string or number `id`, a string caseId.
 *
 * @example parseLiveChange({ socketKey: 'sys_position', args: [{ id: 'p1', name: '店长' }, 'case-1'] })
 *   // { socketKey: 'sys_position', entity: POSITION_ENTITY, id: 'p1', row: { id: 'p1', name: '店长' }, caseId: 'case-1' }
 */
export function parseLiveChange(data: unknown): LiveChange | null {
  if (!isPlainObject(data)) return null;
  const { socketKey, args } = data;
  if (typeof socketKey !== 'string' || !Array.isArray(args) || args.length !== 2) return null;
  const entity = liveTableOf(socketKey);
  const [row, caseId] = args as [unknown, unknown];
  if (!entity || !isPlainObject(row) || typeof caseId !== 'string' || caseId.length > MAX_CASE_ID_CHARS) return null;
  const id = rowIdOf(row.id);
  if (id === null) return null;
  return { socketKey, entity, id, row: relayedRow(entity, id, row), caseId };
}
