import { local } from '../../../core/storage';

/** Kept apart from the session's `Login_Username`, which logout clears. */
const REMEMBERED_USERNAME_KEY = 'LOGIN_REMEMBERED_USERNAME';
const REMEMBER_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The user name the login form fills in, or '' when none was remembered.
 *
 * @example form.setFieldValue('username', rememberedUsername());
 */
export function rememberedUsername(): string {
  return local.get<string>(REMEMBERED_USERNAME_KEY) ?? '';
}

/**
 * Remembers `username` for 30 days, or forgets it when `remember` is false.
 *
 * @example rememberUsername('tenant1', true);
 */
export function rememberUsername(username: string, remember: boolean): void {
  if (remember && username) local.set(REMEMBERED_USERNAME_KEY, username, REMEMBER_FOR_MS);
  else local.remove(REMEMBERED_USERNAME_KEY);
}
