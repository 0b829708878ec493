import { type DependencyList, useCallback, useEffect, useState } from 'react';

export interface RemoteState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again (the 重试 button). */
  retry: () => void;
}

/**
 * Loads `load()` when `deps` change and on `retry()`; an answer that arrives after the deps changed
 * is dropped. The previous data stays while reloading (a period switch does not blank the chart).
 *
 * @example const { data, error, loading, retry } = useRemote(() => fetchHomeTrend(days), [days]);
 */
export function useRemote<T>(load: () => Promise<T>, deps: DependencyList): RemoteState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RemoteState<T>, 'retry'>>({
    data: undefined,
    error: undefined,
    loading: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; deps say when it changes
  useEffect(() => {
    let live = true;
    setState((previous) => ({ ...previous, error: undefined, loading: true }));
    load().then(
      (data) => live && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        live &&
        setState((previous) => ({
          data: previous.data,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        })),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
