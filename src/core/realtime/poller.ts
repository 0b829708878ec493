/**
 * Repeats a task at a fixed interval and stops for good on its first failure (docs/business-spec.md §4:
 * notice polling every 20 s stops on failure). The next run is scheduled only after the previous
 * one settled, so runs never overlap.
 */
export interface PollerOptions {
  /** Run once at `start()` instead of waiting a first interval. */
  immediate?: boolean;
  /** Told about the failure that stopped the poller. */
  onError?: (error: unknown) => void;
}

export interface Poller {
  start(): void;
  stop(): void;
  readonly running: boolean;
  /** The failure that stopped the poller, until the next `start()`. */
  readonly failure: unknown;
}

/**
 * @example
 * const poller = createPoller(() => api.listByUser().then(setLists), 20_000, { immediate: true });
 * poller.start();
 * // later: poller.stop();
 */
export function createPoller(task: () => unknown, intervalMs: number, options: PollerOptions = {}): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let running = false;
  let failure: unknown;

  function fail(run: number, error: unknown): void {
    if (run !== generation) return;
    running = false;
    clearTimeout(timer);
    timer = undefined;
    failure = error;
    options.onError?.(error);
  }

  function schedule(run: number): void {
    if (run !== generation) return;
    timer = setTimeout(() => execute(run), intervalMs);
  }

  function execute(run: number): void {
    timer = undefined;
    if (run !== generation) return;
    let outcome: unknown;
    try {
      outcome = task();
    } catch (error) {
      fail(run, error);
      return;
    }
    Promise.resolve(outcome).then(
      () => schedule(run),
      (error: unknown) => fail(run, error),
    );
  }

  return {
    start() {
      if (running) return;
      running = true;
      failure = undefined;
      generation += 1;
      if (options.immediate) execute(generation);
      else schedule(generation);
    },
    stop() {
      generation += 1;
      running = false;
      clearTimeout(timer);
      timer = undefined;
    },
    get running() {
      return running;
    },
    get failure() {
      return failure;
    },
  };
}
