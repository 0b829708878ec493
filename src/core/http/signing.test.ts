import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jeecgSign, needsJeecgSign, signHeaders } from './signing';

describe('signHeaders', () => {
  it('signs appId + timestamp + secret with lower-case hex SHA-256', () => {
    const headers = signHeaders('rental-admin-demo', 'demo-secret', 1700000000000);
    expect(headers.appids).toBe('rental-admin-demo');
    expect(headers.timestamps).toBe('1700000000000');
    const expected = createHash('sha256').update('rental-admin-demo1700000000000demo-secret').digest('hex');
    expect(headers.signs).toBe(expected);
    expect(headers.signs).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the known hash for a known input', () => {
    // sha256("app" + "1" + "s"), computed once with sha256sum.
    expect(signHeaders('app', 's', 1).signs).toBe('c5bf4bf9195639e7f82cc92412516f7e8d0eb9fba13b3d811cc665c6be139d51');
  });

  it('changes with the timestamp', () => {
    expect(signHeaders('a', 's', 1).signs).not.toBe(signHeaders('a', 's', 2).signs);
  });
});

describe('jeecgSign (X-Sign)', () => {
  it('is upper-case MD5 of the key-sorted JSON of query + params without _t, plus the secret', () => {
    const sign = jeecgSign('/sys/dict/loadDict/sex?keyword=a&_t=5', { pageSize: 10, b: 'x' }, 'sec');
    const json = JSON.stringify({ b: 'x', keyword: 'a', pageSize: '10' });
    expect(sign).toBe(createHash('md5').update(`${json}sec`).digest('hex').toUpperCase());
  });

  it('adds the last path segment as x-path-variable when it holds a comma', () => {
    const sign = jeecgSign('/sys/dict/getDictItems/sys_user,realname,username', {}, 'sec');
    const json = JSON.stringify({ 'x-path-variable': 'sys_user,realname,username' });
    expect(sign).toBe(createHash('md5').update(`${json}sec`).digest('hex').toUpperCase());
  });

  it('applies to the dictionary and SMS endpoints only', () => {
    expect(needsJeecgSign('/sys/dict/getDictItems/sex')).toBe(true);
    expect(needsJeecgSign('/sys/dict/loadTreeData')).toBe(true);
    expect(needsJeecgSign('/sys/sms')).toBe(true);
    expect(needsJeecgSign('/sys/user/sendChangePhoneSms')).toBe(true);
    expect(needsJeecgSign('/sys/smsCheckCaptcha')).toBe(false);
    expect(needsJeecgSign('/sys/user/list')).toBe(false);
  });

  it('reads numbers and booleans as the strings JeecgBoot compares', () => {
    const sign = jeecgSign('/sys/sms', { mobile: '13800000000', smsmode: 0, remember: true }, 'sec');
    const json = JSON.stringify({ mobile: '13800000000', remember: 'true', smsmode: '0' });
    expect(sign).toBe(createHash('md5').update(`${json}sec`).digest('hex').toUpperCase());
  });
});
