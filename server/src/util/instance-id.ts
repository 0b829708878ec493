import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** Room the scheduler tables give an instance id (quartz_scheduler_state.instance_id). */
export const MAX_INSTANCE_ID = 200;

/**
 * An id for this process among the instances sharing the database: host and pid say where it runs, the
 * random tail keeps a restarted process (same host, reused pid) apart from the one it replaces.
 *
 * @example defaultInstanceId() // 'web-1:4123:9f2c41'
 */
export function defaultInstanceId(): string {
  return `${hostname().slice(0, 150)}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The id to use: the caller's (trimmed, e.g. an INSTANCE_ID setting) or a fresh default; throws when too long. */
export function instanceIdOf(given: string | undefined): string {
  const id = given?.trim() || defaultInstanceId();
  if (id.length > MAX_INSTANCE_ID) throw new Error(`instance id longer than ${MAX_INSTANCE_ID} characters: ${id}`);
  return id;
}
