import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadOptions<T> {
  /** `data` until the first answer (read once, on mount). */
  initial?: T;
  /** Each answer for the current key (trees whose children load later, labels merged into a map…). */
  onData?: (data: T) => void;
  /** Each failure for the current key. */
  onError?: (error: unknown) => void;
}

export interface Loaded<T> {
  /** The last answer: kept while another key loads, after a failure and while `key` is null. */
  data: T;
  /** Why the current key's load failed (undefined while it loads or when it answered). */
  error: unknown;
  /** A load for the current key is under way. */
  loading: boolean;
  /** Loads the current key again. */
  reload: () => void;
}

type Key = readonly unknown[] | null;
type Loader<T> = (signal: AbortSignal) => Promise<T>;

const same = (a: Key, b: Key) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((part, i) => Object.is(part, b[i])));

/**
 * The widgets' one asynchronous load. `key` lists what the answer depends on, compared item by item like an
 * effect's dependencies (`null`: load nothing). A new key or `reload()` aborts the load under way (the `signal`
 * `load` gets) and drops its answer, so only the current key's answer or failure ever lands; `load` and the
 * callbacks are the latest render's. Not @tanstack/react-query: the element kit's admin-elements.iife.js has a
 * 300 KB gzip budget with 0.5 KB to spare and react-query weighs 10.5 KB gzip (the host uses react-query).
 *
 * @example
 * const { data: items = [], loading, error } = useLoad(code ? [code] : null, () => getDictItems(code));
 */
export function useLoad<T>(key: Key, load: Loader<T>, options: LoadOptions<T> & { initial: T }): Loaded<T>;
export function useLoad<T>(key: Key, load: Loader<T>, options?: LoadOptions<T>): Loaded<T | undefined>;
export function useLoad<T>(key: Key, load: Loader<T>, options: LoadOptions<T> = {}): Loaded<T | undefined> {
  const at = useRef({ key, run: 0 });
  if (!same(at.current.key, key)) at.current = { key, run: at.current.run + 1 };
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const [state, setState] = useState({ run: -1, data: options.initial, error: undefined as unknown });
  const [, rerender] = useState(0);
  const { run } = at.current;
  const on = key !== null;
  useEffect(() => {
    if (!on) return;
    const abort = new AbortController();
    latest.current.load(abort.signal).then(
      (data) => {
        if (abort.signal.aborted) return;
        setState({ run, data, error: undefined });
        latest.current.options.onData?.(data);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState((old) => ({ ...old, run, error }));
        latest.current.options.onError?.(error);
      },
    );
    return () => abort.abort();
  }, [on, run]);
  const reload = useCallback(() => {
    at.current = { ...at.current, run: at.current.run + 1 };
    rerender((n) => n + 1);
  }, []);
  return {
    data: state.data,
    error: state.run === run ? state.error : undefined,
    loading: on && state.run !== run,
    reload,
  };
}
