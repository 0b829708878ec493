import type { Db } from '../../db/database';

// Bulk loading: secondary indexes dropped for the load and built once after it, and the per-owner row
// counts of the list tables (sys_list_count) recounted for rows written without triggers.

/**
 * The per-owner row counts of the seeded tenants, counted afresh: rows written without triggers (as a
 * superuser's replica session does) are not in them yet.
 */
export async function recount(db: Db, tenantIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM sys_list_count
        WHERE tenant_id = ANY($1) AND table_name IN ('bus_order', 'bus_order_stage', 'bus_shop_fund_flow')`,
      [tenantIds],
    );
    await tx.query(
      `INSERT INTO sys_list_count (table_name, tenant_id, shop_id, channel_id, n)
       SELECT 'bus_order', tenant_id, shop_id, channel_id, count(*) FROM bus_order
        WHERE tenant_id = ANY($1) GROUP BY tenant_id, shop_id, channel_id
       UNION ALL
       SELECT 'bus_order_stage', tenant_id, shop_id, channel_id, count(*) FROM bus_order_stage
        WHERE tenant_id = ANY($1) GROUP BY tenant_id, shop_id, channel_id
       UNION ALL
       SELECT 'bus_shop_fund_flow', tenant_id, shop_id, NULL, count(*) FROM bus_shop_fund_flow
        WHERE tenant_id = ANY($1) GROUP BY tenant_id, shop_id`,
      [tenantIds],
    );
  });
}

export interface SavedIndex {
  name: string;
  definition: string;
}

/** Where dropped index definitions wait for their rebuild, so an interrupted load is repaired by the next one. */
const SAVED = 'seed_scale_dropped_index';

/**
 * Drops the secondary indexes (not those of a primary key or unique constraint) of `tables`, keeping
 * their definitions in a table of the database until `restoreIndexes` has built them again.
 */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<SavedIndex[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS ${SAVED} (name text PRIMARY KEY, definition text NOT NULL)`);
  const saved = await db.query<SavedIndex>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.tablename, i.indexname`,
    [[...tables]],
  );
  for (const index of saved) {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${SAVED} (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        index.name,
        index.definition,
      ]);
      await tx.exec(`DROP INDEX IF EXISTS ${index.name}`);
    });
  }
  return saved;
}

/** Builds the indexes an earlier load dropped (this one's, and any an interrupted run left behind). */
export async function restoreIndexes(db: Db, log: (line: string) => void): Promise<void> {
  const exists = await db.one<{ t: string | null }>(`SELECT to_regclass('${SAVED}')::text AS t`);
  if (!exists?.t) return;
  const saved = await db.query<SavedIndex>(`SELECT name, definition FROM ${SAVED} ORDER BY name`);
  for (const [i, index] of saved.entries()) {
    log(`index ${i + 1}/${saved.length}: ${index.name}`);
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
      await tx.exec(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
      await tx.query(`DELETE FROM ${SAVED} WHERE name = $1`, [index.name]);
    });
  }
  await db.exec(`DROP TABLE ${SAVED}`);
}
