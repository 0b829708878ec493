import type { FieldRule } from './field-rule';
import { ValidationMessages } from './messages';

/** At least 8 characters, at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*\d)[\s\S]{8,}$/u;

/**
 * Rules of the new password. The spec gives one message for both the required and the strength check.
 *
 * @example await validateValue('abc', passwordRules) // '密码8位由数字、大小写字母组成!'
 */
export const passwordRules: readonly FieldRule[] = [
  { required: true, message: ValidationMessages.passwordStrength },
  { pattern: PASSWORD_PATTERN, message: ValidationMessages.passwordStrength },
];

/**
 * Rules of the current password: required only. A strength check here would lock out exactly the users
 * who most need to change a weak legacy password.
 *
 * @example await validateValue('', oldPasswordRules) // '密码8位由数字、大小写字母组成!'
 */
export const oldPasswordRules: readonly FieldRule[] = [
  { required: true, message: ValidationMessages.passwordStrength },
];

/**
 * Rules of the confirmation field; `getPassword` reads the new password at validation time.
 *
 * @example confirmPasswordRules(() => form.getFieldValue('password'))
 */
export function confirmPasswordRules(getPassword: () => unknown): FieldRule[] {
  return [
    { required: true, message: ValidationMessages.passwordStrength },
    {
      message: ValidationMessages.passwordMismatch,
      validator: (value) => (value === getPassword() ? undefined : ValidationMessages.passwordMismatch),
    },
  ];
}

export interface PasswordChangeForm {
  oldpassword?: string | null;
  password?: string | null;
  confirmpassword?: string | null;
}

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/**
 * Checks the password-change form (old, new, confirm) and returns the first message, or undefined.
 *
 * @example validatePasswordChange({ oldpassword: 'x', password: 'abc12345', confirmpassword: 'abc1234' })
 * // '两次输入的密码不一样！'
 */
export function validatePasswordChange(form: PasswordChangeForm): string | undefined {
  const { oldpassword, password, confirmpassword } = form;
  if (blank(oldpassword)) return ValidationMessages.passwordStrength;
  if (blank(password) || !PASSWORD_PATTERN.test(password ?? '')) return ValidationMessages.passwordStrength;
  if (blank(confirmpassword)) return ValidationMessages.passwordStrength;
  if (confirmpassword !== password) return ValidationMessages.passwordMismatch;
  return undefined;
}
