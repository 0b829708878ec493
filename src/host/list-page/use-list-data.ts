import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { wasShown } from '../../core/http';
import type { ListDataProvider } from './data-provider';
import { paramsKey } from './list-params';
import type { Row } from './types';

export interface ListData {
  rows: Row[];
  total: number;
  /** True while a request is under way. */
  loading: boolean;
  /** True until the first answer (success or failure) arrived: the skeleton shows. */
  initial: boolean;
  /** The last failure's message (the error state with 重试), null after a success. */
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * Loads one page of rows whenever the request parameters change (or `reload` is called). A failure
 * the request layer already showed (`wasShown`: HTTP errors, 8003, 510…) is not shown again; other
 * refusals show their message.
 *
 * @example const data = useListData(provider, params);
 */
export function useListData(provider: ListDataProvider, params: Record<string, unknown>): ListData {
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [initial, setInitial] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Compared by value: a page rebuilding its `listParams` object each render does not reload.
  const key = paramsKey(params);
  const latest = useRef({ provider, params });
  latest.current = { provider, params };
  const sequence = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++sequence.current;
    setLoading(true);
    try {
      const page = await latest.current.provider.list(latest.current.params);
      if (ticket !== sequence.current) return;
      setRows(page.records);
      setTotal(page.total);
      setError(null);
    } catch (failure) {
      if (ticket !== sequence.current) return;
      const message = failure instanceof Error ? failure.message : String(failure);
      if (!wasShown(failure)) Message.warning(message);
      setError(message);
    } finally {
      if (ticket === sequence.current) {
        setLoading(false);
        setInitial(false);
      }
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the parameters' content; `load` reads them from a ref
  useEffect(() => {
    void load();
  }, [key, load]);

  return { rows, total, loading, initial, error, reload: load };
}
