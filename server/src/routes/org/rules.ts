import { BizError } from '../../http/envelope';

/** Validation rules of the user forms (docs/business-spec.md §5), with the spec's messages. */

export const PASSWORD_RULE_MESSAGE = '密码8位由数字、大小写字母组成!';
export const CONFIRM_MISMATCH_MESSAGE = '两次输入的密码不一样！';

/** At least 8 characters with a letter and a digit; capped so hashing cannot be abused. */
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;
const MOBILE_RULE = /^1[3-9]\d{9}$/;
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A request value as trimmed text ('' when absent or not a string/number).
 *
 * @example text(' a ') // 'a'; text({}) // ''
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * Throws the spec's message unless `password` has 8+ characters with a letter and a digit.
 *
 * @example checkPassword('abc12345') // passes; checkPassword('12345678') throws 密码8位由数字、大小写字母组成!
 */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || !PASSWORD_RULE.test(password)) throw new BizError(PASSWORD_RULE_MESSAGE);
  return password;
}

/**
 * New password plus its confirmation (required, or checked when the form sent one).
 *
 * @example checkNewPassword('abc12345', 'abc12399', true) // throws 两次输入的密码不一样！
 */
export function checkNewPassword(password: unknown, confirm: unknown, confirmRequired: boolean): string {
  const checked = checkPassword(password);
  if ((confirmRequired || confirm !== undefined) && confirm !== checked) throw new BizError(CONFIRM_MISMATCH_MESSAGE);
  return checked;
}

/**
 * Username: required, letters, digits and underscore, 4 to 18 characters (the spec's length rule).
 *
 * @example checkUsername('zhang_san') // 'zhang_san'
 */
export function checkUsername(value: unknown): string {
  const username = text(value);
  if (!username) throw new BizError('请输入用户名');
  if (!USERNAME_CHARS.test(username)) throw new BizError('只允许字母、数字、下划线');
  if (username.length < 4 || username.length > 18) throw new BizError('用户名长度为4到18个字符');
  return username;
}

/**
 * Optional mobile and email of a user body; empty strings become null.
 *
 * @example checkContact({ phone: '123' }) // throws 请输入正确手机号
 */
export function checkContact(body: Record<string, unknown>): void {
  for (const key of ['phone', 'email'] as const) {
    if (!Object.hasOwn(body, key)) continue;
    const value = text(body[key]);
    body[key] = value === '' ? null : value;
    if (value === '') continue;
    if (key === 'phone' && !MOBILE_RULE.test(value)) throw new BizError('请输入正确手机号');
    if (key === 'email' && (!EMAIL_RULE.test(value) || value.length > 100)) throw new BizError('邮箱格式不正确');
  }
}

/**
 * Comma list (or array) of ids from a body value, de-duplicated; undefined when the key is absent.
 *
 * @example idList('a,b,a') // ['a', 'b']; idList(undefined) // undefined
 */
export function idList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value.map(text) : text(value).split(',');
  return [...new Set(items.map((id) => id.trim()).filter(Boolean))];
}
