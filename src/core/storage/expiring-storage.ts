/** The subset of the Web Storage API the store needs; lets tests and Node pass a memory backend. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

interface Envelope {
  value: unknown;
  /** Epoch ms after which the entry reads as absent; null never expires. */
  expire: number | null;
}

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
  /** Removes this store's (namespaced) entries only; other keys of the page stay. */
  clear(): void;
}

export interface ExpiringStorageOptions {
  /** Prefix of every key (JeecgBoot's vue-ls used `pro__`). */
  namespace?: string;
  now?: () => number;
}

/**
 * Key/value storage with a per-key lifetime. Corrupt, foreign or expired entries read as absent
 * (and expired ones are removed on read).
 *
 * @example const s = createExpiringStorage(localStorage); s.set('Access-Token', t, StorageTtl.week);
 */
export function createExpiringStorage(
  backend: StorageBackend,
  { namespace = 'pro__', now = () => Date.now() }: ExpiringStorageOptions = {},
): ExpiringStorage {
  const full = (key: string) => namespace + key;

  function read(key: string): Envelope | null {
    let raw: string | null;
    try {
      raw = backend.getItem(full(key));
    } catch {
      return null;
    }
    if (raw == null) return null;
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return null;
      const { value, expire } = parsed as Partial<Envelope>;
      return { value, expire: typeof expire === 'number' ? expire : null };
    } catch {
      return null;
    }
  }

  return {
    get<T>(key: string): T | null {
      const entry = read(key);
      if (!entry) return null;
      if (entry.expire !== null && entry.expire <= now()) {
        backend.removeItem(full(key));
        return null;
      }
      return (entry.value ?? null) as T | null;
    },
    set(key, value, ttlMs) {
      const envelope: Envelope = { value, expire: ttlMs && ttlMs > 0 ? now() + ttlMs : null };
      backend.setItem(full(key), JSON.stringify(envelope));
    },
    remove(key) {
      backend.removeItem(full(key));
    },
    clear() {
      const ours: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const key = backend.key(i);
        if (key?.startsWith(namespace)) ours.push(key);
      }
      for (const key of ours) backend.removeItem(key);
    },
  };
}

/** In-memory backend for Node, tests and browsers that refuse storage (private mode, sandboxed frames). */
export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}
