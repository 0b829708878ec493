/** JSON keys no response may carry, matched exactly (`passwordUpdated` or a message text are fine). */
const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'salt']);

/**
 * Throws when a key named like a password or salt appears anywhere in a parsed response body, naming
 * where. Used by every request of the shared test server, so every suite checks it on every answer.
 *
 * @example assertNoSecrets({ result: { username: 'admin', password: 'x' } }) // throws: body.result.password must not be sent
 */
export function assertNoSecrets(value: unknown, path = 'body'): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) assertNoSecrets(item, `${path}[${i}]`);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (SECRET_KEYS.has(key)) throw new Error(`${path}.${key} must not be sent`);
      assertNoSecrets(child, `${path}.${key}`);
    }
  }
}
