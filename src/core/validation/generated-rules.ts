import type { FieldRule } from './field-rule';
import { maxCheckedMessage, maxLengthMessage, minCheckedMessage, minLengthMessage } from './messages';

export interface RequiredRuleOptions {
  /** Field label, used in the default message. */
  title?: string;
  min?: number;
  max?: number;
  /** Replaces the default required message. */
  message?: string;
}

// The spec gives no wording for the generated required messages; `请输入{title}` / `请选择{title}` follow
// the placeholders of the same forms (e.g. 请输入手机号, 请输入用户名).
const inputMessage = (title = ''): string => `请输入${title}`;
const selectMessage = (title = ''): string => `请选择${title}`;

/**
 * Required text rule, plus optional length bounds with the spec messages.
 *
 * @example requiredRule({ title: '名称', max: 20 })
 * // [{ required: true, message: '请输入名称' }, { max: 20, message: '最大长度20位字符' }]
 */
export function requiredRule({ title, min, max, message }: RequiredRuleOptions = {}): FieldRule[] {
  const rules: FieldRule[] = [{ required: true, message: message ?? inputMessage(title) }];
  if (min !== undefined) rules.push({ min, message: minLengthMessage(min) });
  if (max !== undefined) rules.push({ max, message: maxLengthMessage(max) });
  return rules;
}

/**
 * Required select rule.
 *
 * @example selectRequiredRule({ title: '状态' }) // [{ required: true, message: '请选择状态' }]
 */
export function selectRequiredRule({
  title,
  message,
}: Pick<RequiredRuleOptions, 'title' | 'message'> = {}): FieldRule[] {
  return [{ required: true, message: message ?? selectMessage(title) }];
}

export interface CheckedRuleOptions extends Pick<RequiredRuleOptions, 'title' | 'message'> {
  required?: boolean;
  /** Fewest items to check. */
  min?: number;
  /** Most items to check. */
  max?: number;
}

/**
 * Rules of a checkbox group (an array value): optionally required, with item-count bounds.
 *
 * @example checkedRules({ min: 2 }) // [{ type: 'array', min: 2, message: '最少选择2项' }]
 */
export function checkedRules({ title, message, required, min, max }: CheckedRuleOptions = {}): FieldRule[] {
  const rules: FieldRule[] = [];
  if (required) rules.push({ type: 'array', required: true, message: message ?? selectMessage(title) });
  if (min !== undefined) rules.push({ type: 'array', min, message: minCheckedMessage(min) });
  if (max !== undefined) rules.push({ type: 'array', max, message: maxCheckedMessage(max) });
  return rules;
}
