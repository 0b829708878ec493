import { greeting } from '../format';
import type { LoginUserInfo } from './types';

/**
 * The header's welcome text: the greeting of the hour band, the user's name, 欢迎回来.
 *
 * @example welcomeText({ realname: '张三' }, new Date(2026, 0, 1, 10)) // '上午好，张三，欢迎回来'
 */
export function welcomeText(user: Pick<LoginUserInfo, 'realname' | 'username'>, date: Date = new Date()): string {
  return `${greeting(date)}，${user.realname || user.username}，欢迎回来`;
}
