/**
 * Property-only values of one element (objects, arrays, functions, the current `value`): kept by
 * identity in the element, read by its React tree through `useSyncExternalStore`.
 */
export class PropStore {
  private readonly values = new Map<string, unknown>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  get(name: string): unknown {
    return this.values.get(name);
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  set(name: string, value: unknown): void {
    if (this.values.get(name) === value && this.values.has(name)) return;
    this.values.set(name, value);
    this.bump();
  }

  /** Re-renders the subscribers without a change (updateComplete asks for a commit). */
  bump(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.version;
}
