import { createHash, timingSafeEqual } from 'node:crypto';
import { Header, signingInput } from '../../../src/core/contract';

export type SignatureCheck = 'ok' | 'stale' | 'bad';

/**
 * Checks `appids` / `timestamps` / `signs` (`signs` = hex SHA-256 of appId + timestamp + secret).
 * A timestamp further than `windowMs` from now, either way, is stale (code 8003). This is a freshness
 * and integrity check: the secret ships to browsers, so it never authenticates anyone.
 */
export function checkSignature(
  headers: Record<string, string | string[] | undefined>,
  appId: string,
  secret: string,
  windowMs: number,
  now: number = Date.now(),
): SignatureCheck {
  const app = headers[Header.appId];
  const timestamp = headers[Header.timestamp];
  const signs = headers[Header.sign];
  if (typeof app !== 'string' || typeof timestamp !== 'string' || typeof signs !== 'string') return 'bad';
  if (app !== appId || !/^\d{10,16}$/.test(timestamp)) return 'bad';
  const expected = Buffer.from(
    createHash('sha256')
      .update(signingInput(app, timestamp, secret))
      .digest('hex'),
  );
  const given = Buffer.from(signs.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad';
  if (Math.abs(now - Number(timestamp)) > windowMs) return 'stale';
  return 'ok';
}
