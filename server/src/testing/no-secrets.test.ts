import { describe, expect, it } from 'vitest';
import { assertNoSecrets } from './no-secrets';

describe('assertNoSecrets', () => {
  it('finds password and salt keys at any depth', () => {
    expect(() => assertNoSecrets({ result: { records: [{ username: 'a' }, { salt: 'x' }] } })).toThrow(
      'body.result.records[1].salt must not be sent',
    );
    expect(() => assertNoSecrets({ result: { password: '' } })).toThrow('body.result.password must not be sent');
    expect(() => assertNoSecrets([{ passwordHash: 'h' }])).toThrow('body[0].passwordHash must not be sent');
  });

  it('lets look-alike keys and texts pass', () => {
    expect(() =>
      assertNoSecrets({
        message: 'password 与 salt 不会返回',
        result: { passwordUpdated: true, oldpassword: undefined, saltRounds: 1, list: ['password'] },
      }),
    ).not.toThrow();
  });
});
