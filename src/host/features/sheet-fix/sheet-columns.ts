import { type FieldRule, isEmptyValue, syncRuleFailure } from '../../../core/validation';

/**
 * A column of an import workbook as the server reads it (its header title) and checks it: the same
 * messages as the server's import (server/src/data/excel/import-rows.ts), so what the sheet marks is what
 * the server would refuse.
 */
export interface SheetColumn {
  /** The body field the column fills. */
  key: string;
  /** The header cell's text. */
  title: string;
  required?: boolean;
  /** Shared rules of src/core/validation (patterns, lengths); message shown as `${title}：${message}`. */
  rules?: readonly FieldRule[];
  /** The cell holds a dictionary text (or code) of this dictionary: offered as a dropdown list. */
  dictCode?: string;
  /** The cell holds a number, within these bounds when given. */
  number?: { min?: number; max?: number };
  /** Characters at most. */
  maxLength?: number;
}

/** What a sheet column needs to know at check time: its dictionary's texts and codes. */
export interface ColumnOptions {
  texts: readonly string[];
  codes: readonly string[];
}

/**
 * Why a cell's text breaks its column, or undefined. Synchronous, for re-checking as the user types.
 *
 * @example cellProblem({ key: 'userPhone', title: '手机号', required: true }, '') // '手机号不能为空'
 */
export function cellProblem(column: SheetColumn, text: string, options?: ColumnOptions): string | undefined {
  const { title } = column;
  if (isEmptyValue(text)) return column.required ? `${title}不能为空` : undefined;
  const ruleMessage = column.rules ? syncRuleFailure(text, column.rules) : undefined;
  if (ruleMessage) return `${title}：${ruleMessage}`;
  if (options) {
    const parts = text
      .split(/[,，]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const unknown = parts.find((part) => !options.texts.includes(part) && !options.codes.includes(part));
    if (unknown !== undefined) return `${title}「${unknown}」不是有效选项`;
  }
  if (column.number) {
    const value = Number(text);
    if (!Number.isFinite(value)) return `${title}必须是数字`;
    const { min, max } = column.number;
    if (min !== undefined && value < min) return `${title}不能小于${min}`;
    if (max !== undefined && value > max) return `${title}不能大于${max}`;
  }
  if (column.maxLength !== undefined && [...text].length > column.maxLength)
    return `${title}不能超过${column.maxLength}个字符`;
  return undefined;
}
