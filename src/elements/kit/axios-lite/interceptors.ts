export interface Interceptor<V> {
  fulfilled?: ((value: V) => V | Promise<V>) | null;
  rejected?: ((error: unknown) => unknown) | null;
  runWhen?: ((config: never) => boolean) | null;
}

/** axios's interceptor list: `use` returns an id for `eject`. Every interceptor runs asynchronously. */
export class InterceptorManager<V> {
  handlers: (Interceptor<V> | null)[] = [];

  use(
    fulfilled?: Interceptor<V>['fulfilled'],
    rejected?: Interceptor<V>['rejected'],
    options?: { runWhen?: Interceptor<V>['runWhen'] },
  ): number {
    this.handlers.push({ fulfilled, rejected, runWhen: options?.runWhen });
    return this.handlers.length - 1;
  }

  eject(id: number): void {
    if (this.handlers[id]) this.handlers[id] = null;
  }

  clear(): void {
    this.handlers = [];
  }

  forEach(fn: (interceptor: Interceptor<V>) => void): void {
    for (const handler of this.handlers) if (handler) fn(handler);
  }
}
