import { describe, expect, it } from 'vitest';
import { welcomeText } from './welcome';

describe('welcomeText', () => {
  it('greets by the hour band and the real name', () => {
    const user = { realname: '张三', username: 'zhangsan' };
    expect(welcomeText(user, new Date(2026, 0, 5, 8, 0))).toBe('早上好，张三，欢迎回来');
    expect(welcomeText(user, new Date(2026, 0, 5, 10, 0))).toBe('上午好，张三，欢迎回来');
    expect(welcomeText(user, new Date(2026, 0, 5, 21, 0))).toBe('晚上好，张三，欢迎回来');
  });

  it('uses the username when there is no real name', () => {
    expect(welcomeText({ username: 'zhangsan' }, new Date(2026, 0, 5, 12, 0))).toBe('中午好，zhangsan，欢迎回来');
  });
});
