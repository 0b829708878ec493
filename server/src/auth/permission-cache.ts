import type { Db } from '../db/database';
import { type GrantedPermissions, loadGrantedPermissions } from './user-permissions';

/** Users whose permissions are kept per database; the least recently used one goes first. */
const MAX_ENTRIES = 5000;

interface Entry {
  generation: number;
  granted: Promise<GrantedPermissions>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The user's granted permissions in `tenantId`, loaded once per grant generation (`sys_grant_generation`,
 * moved by any change to permissions, roles or their assignments, on any server instance). A request
 * that read generation `generation` with its session gets permissions at least that new.
 *
 * @example const granted = await cachedPermissions(db, user.id, 1001, false, session.grantGeneration)
 */
export function cachedPermissions(
  db: Db,
  userId: string,
  tenantId: number,
  platform: boolean,
  generation: number,
): Promise<GrantedPermissions> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${userId}\u0000${tenantId}\u0000${platform}`;
  const found = cache.get(key);
  if (found && found.generation >= generation) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, found);
    return found.granted;
  }
  const granted = loadGrantedPermissions(db, userId, tenantId, platform);
  const entry = { generation, granted };
  cache.delete(key);
  cache.set(key, entry);
  // A failed load is not kept.
  granted.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return granted;
}
