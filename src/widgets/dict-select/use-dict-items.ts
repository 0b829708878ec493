import { useEffect, useState } from 'react';
import { type DictItem, getCachedDictItems, getDictItems } from '../../core/dict';

export interface DictItemsState {
  items: DictItem[];
  loading: boolean;
  /** The failure's message (already shown as a warning by the dictionary layer). */
  error: string | null;
}

interface Loaded extends DictItemsState {
  code: string;
}

/**
 * Items of a dictionary (`code` or `table,text,code[,condition]`), or the given `options` as they are.
 *
 * @example const { items } = useDictItems('sex');
 */
export function useDictItems(code: string | undefined, options?: readonly DictItem[]): DictItemsState {
  const key = options || !code ? '' : code;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!key || getCachedDictItems(key)) return;
    let live = true;
    getDictItems(key).then(
      (items) => live && setLoaded({ code: key, items, loading: false, error: null }),
      (error: unknown) =>
        live &&
        setLoaded({
          code: key,
          items: [],
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (options) return { items: [...options], loading: false, error: null };
  if (!key) return { items: [], loading: false, error: null };
  const cached = getCachedDictItems(key);
  if (cached) return { items: cached, loading: false, error: null };
  if (loaded?.code === key) return loaded;
  return { items: [], loading: true, error: null };
}
