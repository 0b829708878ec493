import { type FieldRule, maxLengthMessage } from '../../../core/validation';

/**
 * At most `max` characters (最大长度N位字符).
 *
 * @example maxLength(50) // { max: 50, message: '最大长度50位字符' }
 */
export function maxLength(max: number): FieldRule {
  return { max, message: maxLengthMessage(max) };
}

/** Codes the server accepts for roles, dictionaries, rules and categories: letters, digits, '_' and '-'. */
export const CODE_RULE: FieldRule = {
  pattern: /^[A-Za-z0-9_-]+$/,
  message: '只允许字母、数字、下划线和中划线',
};
