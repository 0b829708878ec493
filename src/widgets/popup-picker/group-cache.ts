/** How long a popup's answers are reused when it has a group id (docs/widgets-spec.md §9: 30000 ms). */
export const POPUP_CACHE_MS = 30_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/**
 * Runs `load` once per `key` and 30 s: popups that share a group id (say, every row of a table)
 * ask the server once. Without a key nothing is cached. A failed answer is forgotten at once.
 *
 * @example groupRequest(groupId ? `${groupId}${url}` : undefined, () => getAction(url))
 */
export function groupRequest<T>(key: string | undefined, load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (!key) return load();
  const hit = entries.get(key);
  if (hit && now - hit.at < POPUP_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: now, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forgets every cached answer (tests, or after the report definitions change). */
export function clearGroupCache(): void {
  entries.clear();
}
