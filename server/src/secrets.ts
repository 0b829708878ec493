import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Outside production, a TOKEN_SECRET that was not configured is generated once and kept (mode 600)
 * under DATA_DIR, so sessions survive a restart of the demo. Never logged.
 */
export function persistedTokenSecret(dataDir: string): string {
  const file = join(dataDir, '.token-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
