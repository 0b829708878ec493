import type { ScopeColumns } from './scope';

export type FieldType = 'string' | 'int' | 'decimal' | 'boolean' | 'date' | 'datetime';

/** One API field (camelCase) of an entity and the column behind it. */
export interface FieldDef {
  column: string;
  type: FieldType;
  /** Writable through add/edit bodies (default true). */
  write: boolean;
  /** Usable as a list filter and in the super query (default true). */
  filter: boolean;
  /** Usable as the sort column (default true). */
  sort: boolean;
  /** Dictionary code: lists add `<field>_dictText`. */
  dict?: string;
}

/**
 * An allowlist of one table: only these fields are ever read, filtered, sorted or written, so no
 * request parameter can name a column or table of its own.
 */
export interface EntityDef {
  table: string;
  scope: ScopeColumns;
  fields: Record<string, FieldDef>;
  /** Rows are flagged, not deleted; lists and reads see only live rows. */
  softDelete?: { column: string; deleted: string | number; alive: string | number };
  /** Used when a list names no sort column (else createTime desc when present, else id). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Documentational: the table has create/update audit columns (set when fields map them). */
  audit?: boolean;
}

type FieldOptions = Partial<Pick<FieldDef, 'write' | 'filter' | 'sort' | 'dict'>>;

const field =
  (type: FieldType) =>
  (column: string, options: FieldOptions = {}): FieldDef => ({
    column,
    type,
    write: options.write ?? true,
    filter: options.filter ?? true,
    sort: options.sort ?? true,
    ...(options.dict ? { dict: options.dict } : {}),
  });

/** Field builders for entity allowlists. */
export const f = {
  string: field('string'),
  int: field('int'),
  /** numeric columns; read as numbers (two-decimal money survives a double exactly). */
  decimal: field('decimal'),
  boolean: field('boolean'),
  date: field('date'),
  datetime: field('datetime'),
  /** create_by / create_time / update_by / update_time, set by the repository, never by a body. */
  audit: () => ({
    createBy: field('string')('create_by', { write: false }),
    createTime: field('datetime')('create_time', { write: false }),
    updateBy: field('string')('update_by', { write: false }),
    updateTime: field('datetime')('update_time', { write: false }),
  }),
};

/** The field whose column is `column`, if the entity maps it. */
export function fieldOfColumn(entity: EntityDef, column: string): FieldDef | undefined {
  return Object.values(entity.fields).find((def) => def.column === column);
}
