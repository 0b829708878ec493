import type { FastifyRequest } from 'fastify';
import type { FieldRule } from '../../../../src/core/validation/field-rule';
import type { Access } from '../../auth/access';
import type { EntityDef } from '../entity';
import type { ApiRow } from '../repository';
import type { Scope } from '../scope';

/**
 * Excel export and import of one registerCrud entity (opt-in through `CrudOptions.excel`).
 *
 * @example { title: '职务', columns: { code: '职务编码', name: '职务名称', postRank: '职级' }, required: ['code', 'name'] }
 */
export interface ExcelOptions {
  /** Sheet name and file name: '职务' gives 职务.xlsx. */
  title: string;
  /**
   * Column titles by field, in sheet order. Export writes these columns; import maps a header cell to
   * the field whose title it is. Fields that are not writable are exported but ignored on import.
   */
  columns: Readonly<Record<string, string>>;
  /** Fields every imported row must fill (`<title>不能为空`). */
  required?: readonly string[];
  /** Shared rules of src/core/validation per field, run on an imported cell's text. */
  rules?: Readonly<Record<string, readonly FieldRule[]>>;
  /** false: no exportXls here (the list exports elsewhere, e.g. from a joined view). Default true. */
  exportRoute?: boolean;
  /** exportXls defaults to the list's access, importExcel (and its error file) to add's. */
  access?: { export?: Access; import?: Access };
  /**
   * The bulk form of the entity's `check` for importExcel, for a check that reads the database (a
   * uniqueness or a look-up): given every row that passed the sheet's own checks, it reads what they
   * need in one query per table and returns the check of one row, which the import runs on each row in
   * file order: like `check` it throws BizError with the row's reason, and it may rewrite the body or
   * return the body to write instead. Without it the import runs `check` row by row.
   */
  prepareCheck?: PrepareRowCheck;
}

/** CrudOptions.check: validates (and may complete) a body before it is written; throws BizError to refuse. */
export type RowCheck = (
  body: ApiRow,
  ctx: { scope: Scope; id?: string; request: FastifyRequest },
) => Promise<void> | void;

/** ExcelOptions.prepareCheck: look-ups for all the rows at once, then a check per row. */
export type PrepareRowCheck = (
  bodies: readonly ApiRow[],
  ctx: { scope: Scope; request: FastifyRequest },
) => Promise<(body: ApiRow) => Promise<ApiRow | undefined> | ApiRow | undefined>;

/** What the Excel routes need of a registerCrud entity (CrudOptions satisfies it). */
export interface ExcelCrud {
  base: string;
  entity: EntityDef;
  access: { list: Access; add: Access };
  excel: ExcelOptions;
  check?: RowCheck;
  afterWrite?: () => void;
}

/** One exported or imported cell. */
export type CellValue = string | number | boolean | null;
