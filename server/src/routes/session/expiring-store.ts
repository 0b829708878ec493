/**
 * A bounded in-memory map whose entries expire. Keys often come from anonymous callers (captcha keys,
 * usernames, IPs), so the size is capped: past `maxSize` the oldest entries are dropped first.
 * No timers: expired entries are pruned lazily, so nothing keeps the process alive.
 *
 * @example const codes = new ExpiringStore<string>(5 * 60_000); codes.set('k', 'ab12'); codes.take('k') // 'ab12'
 */
export class ExpiringStore<T> {
  private readonly items = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  set(key: string, value: T, ttlMs: number = this.ttlMs): void {
    // Re-inserting moves the key to the end, so eviction drops the least recently written.
    this.items.delete(key);
    this.items.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.items.size > this.maxSize) this.trim();
  }

  get(key: string): T | undefined {
    const entry = this.items.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.items.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Single use: returns the live value and removes the entry either way. */
  take(key: string): T | undefined {
    const value = this.get(key);
    this.items.delete(key);
    return value;
  }

  delete(key: string): void {
    this.items.delete(key);
  }

  get size(): number {
    return this.items.size;
  }

  private trim(): void {
    const now = this.now();
    for (const [key, entry] of this.items) if (entry.expiresAt <= now) this.items.delete(key);
    for (const key of this.items.keys()) {
      if (this.items.size <= this.maxSize) break;
      this.items.delete(key);
    }
  }
}
