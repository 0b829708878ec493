import { ApiError, getNotifier } from '../http';
import { getUserInfo } from './getters';
import { NO_LOGIN_USER_MESSAGE } from './messages';
import type { LoginUserInfo } from './types';

/**
 * The logged-in user, or a warning 当前系统无登录用户! and an `ApiError` with that text.
 *
 * @example const { username } = requireUser();
 */
export function requireUser(): LoginUserInfo {
  const user = getUserInfo();
  if (user?.username) return user;
  getNotifier().warn(NO_LOGIN_USER_MESSAGE);
  throw new ApiError(NO_LOGIN_USER_MESSAGE);
}
