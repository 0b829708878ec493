import { randomBytes } from 'node:crypto';

/** A 32-character id, time-ordered like JeecgBoot's snowflake strings (sortable, unguessable tail). */
export function newId(): string {
  const time = Date.now().toString(16).padStart(12, '0');
  return time + randomBytes(10).toString('hex');
}
