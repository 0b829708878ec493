import type { EntityDef } from '../../data/entity';
import { ORDER_VIEW_ENTITY } from '../orders/entities';
import { POSITION_ENTITY } from '../org/entities';

/**
 * The tables a live-table page may announce changes of, by socketKey (JVxeTable's `socketKey`). Each
 * names the allowlist of its rows: its owner columns decide who hears of a change, its fields what
 * the change may carry. A frame for any other socketKey is dropped.
 */
const LIVE_TABLES: ReadonlyMap<string, EntityDef> = new Map([
  ['bus_order', ORDER_VIEW_ENTITY],
  ['sys_position', POSITION_ENTITY],
]);

/**
 * The entity behind a live table's socketKey, or undefined for a table the server does not relay.
 *
 * @example liveTableOf('bus_order') // ORDER_VIEW_ENTITY
 * @example liveTableOf('vxe-default') // undefined
 */
export function liveTableOf(socketKey: string): EntityDef | undefined {
  return LIVE_TABLES.get(socketKey);
}

/** The table holding a live table's rows by id: a view's own table when it has one (same ids, no joins). */
export function rowsTableOf(entity: EntityDef): string {
  return entity.base?.table ?? entity.table;
}
