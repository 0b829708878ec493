import type { FieldRule } from './field-rule';
import { ValidationMessages } from './messages';
import { type FormPatternName, FormPatterns } from './patterns';

/**
 * A pattern rule from the named table, with its spec message.
 *
 * @example patternRule('qq') // { pattern: /^[1-9]\d{4,11}$/, message: '请输入正确的QQ号码' }
 */
export function patternRule(name: FormPatternName): FieldRule {
  const { pattern, message } = FormPatterns[name];
  return { pattern, message };
}

/**
 * Mobile number: required, then 11 digits starting 1 and 3/4/5/7/8.
 *
 * @example await validateValue('12345678901', mobileRules) // '请输入正确手机号'
 */
export const mobileRules: readonly FieldRule[] = [
  { required: true, message: ValidationMessages.mobileRequired },
  patternRule('mobile'),
];

/**
 * User name: required, letters/digits/underscore, 4 to 18 characters.
 *
 * The length message says 6 to 18 while the rule accepts 4 to 18: the spec (docs/business-spec.md §5,
 * docs/widgets-spec.md §5) keeps this quirk of the original on purpose, so existing 4- and 5-character user
 * names stay valid.
 * Do not "fix" one side without the other.
 *
 * @example await validateValue('abc', userNameRules) // '长度6到18个字符'
 */
export const userNameRules: readonly FieldRule[] = [
  { required: true, message: ValidationMessages.userNameRequired },
  patternRule('userNameCharacters'),
  { min: 4, max: 18, message: ValidationMessages.userNameLength },
];

/**
 * E-mail: optional, format checked when given.
 *
 * @example await validateValue('a@b', emailRules) // '邮箱格式不正确'
 */
export const emailRules: readonly FieldRule[] = [patternRule('email')];
