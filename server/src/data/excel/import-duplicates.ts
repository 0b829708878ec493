import type { Db } from '../../db/database';
import type { EntityDef, FieldDef } from '../entity';
import type { ApiRow } from '../repository';
import { ownerColumns, type Scope } from '../scope';
import { inputValue } from '../values';

/** A unique index on plain columns, with the column types (for array casts). */
interface UniqueIndex {
  columns: string[];
  types: string[];
}

/**
 * The table's unique indexes on plain columns (no expression, no predicate), in the order PostgreSQL
 * checks them on insert (by index oid), so the first one a row breaks is the one the database would name.
 */
async function uniqueIndexes(db: Db, table: string): Promise<UniqueIndex[]> {
  const rows = await db.query<{ columns: string[]; types: string[] }>(
    `SELECT array_agg(a.attname::text ORDER BY k.ord) AS columns,
            array_agg(format_type(a.atttypid, NULL) ORDER BY k.ord) AS types
       FROM pg_index i
       CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = to_regclass($1::text) AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
      GROUP BY i.indexrelid
      ORDER BY i.indexrelid`,
    [table],
  );
  return rows.map((row) => ({ columns: row.columns, types: row.types }));
}

/** A key part as a comparable string (dates by instant, numbers by value). */
function keyPart(value: unknown): string {
  if (value instanceof Date) return `d${value.getTime()}`;
  return `${typeof value}:${String(value)}`;
}

/**
 * Rows that would break a unique index of the table, found before anything is inserted: a row whose
 * key an earlier row of the file already has, or a row whose key is already in the table (one query per
 * index for the whole file). Only indexes whose every column is an owner column or an imported column
 * are checked (generated values such as ids and order numbers are left to the database). Each row found
 * is reported with the columns of the first index it breaks. Key values are the ones `insert` writes:
 * cast like the repository does, owner columns from the scope.
 *
 * @example await duplicateRows(tx, POSITION_ENTITY, scope, bodies, { code: '职务编码' }) // Map { 3 => ['tenant_id', 'code'] }
 */
export async function duplicateRows(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  bodies: readonly ApiRow[],
  imported: Readonly<Record<string, string>>,
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (bodies.length === 0) return found;
  const owners = ownerColumns(entity.scope, scope);
  const ownerNames = new Set(Object.values(entity.scope));
  const fieldOf = new Map<string, [string, FieldDef]>();
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.write && Object.hasOwn(imported, name) && !fieldOf.has(def.column)) fieldOf.set(def.column, [name, def]);
  }

  for (const index of await uniqueIndexes(db, entity.table)) {
    const parts = index.columns.map((column) => {
      if (Object.hasOwn(owners, column)) return { owner: owners[column] };
      const field = fieldOf.get(column);
      return field && !ownerNames.has(column) ? { field } : undefined;
    });
    if (parts.some((part) => part === undefined)) continue;

    const firstOf = new Map<string, number>();
    const keyRows: number[] = [];
    const keyValues: unknown[][] = index.columns.map(() => []);
    bodies.forEach((body, row) => {
      if (found.has(row)) return;
      const values: unknown[] = [];
      for (const part of parts) {
        if (!part) return;
        let value: unknown;
        if ('owner' in part) value = part.owner;
        else {
          const [name, def] = part.field;
          // A field the body leaves out keeps the column's default: not a key the file decides.
          if (!Object.hasOwn(body, name)) return;
          value = inputValue(def, name, body[name]);
        }
        // NULLs never collide in a unique index.
        if (value === null || value === undefined) return;
        values.push(value);
      }
      const key = values.map(keyPart).join('\u0000');
      if (firstOf.has(key)) {
        found.set(row, index.columns);
        return;
      }
      firstOf.set(key, row);
      keyRows.push(row);
      for (const [i, value] of values.entries()) keyValues[i]?.push(value);
    });
    if (keyRows.length === 0) continue;

    const casts = index.types.map((type, i) => `$${i + 1}::${type}[]`);
    const names = index.columns.map((_, i) => `k${i}`);
    const taken = await db.query<{ n: number }>(
      `SELECT k.n::int AS n FROM unnest(${casts.join(', ')}) WITH ORDINALITY AS k(${names.join(', ')}, n)
        WHERE EXISTS (SELECT 1 FROM ${entity.table} t
                       WHERE ${index.columns.map((column, i) => `t.${column} = k.k${i}`).join(' AND ')})`,
      keyValues,
    );
    for (const { n } of taken) {
      const row = keyRows[Number(n) - 1];
      if (row !== undefined && !found.has(row)) found.set(row, index.columns);
    }
  }
  return found;
}
