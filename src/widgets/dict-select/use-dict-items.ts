import { type DictItem, getCachedDictItems, getDictItems } from '../../core/dict';
import { useLoad } from '../shared/use-load';

export interface DictItemsState {
  items: DictItem[];
  loading: boolean;
  /** The failure's message (already shown as a warning by the dictionary layer). */
  error: string | null;
}

/**
 * Items of a dictionary (`code` or `table,text,code[,condition]`), or the given `options` as they are.
 *
 * @example const { items } = useDictItems('sex');
 */
export function useDictItems(code: string | undefined, options?: readonly DictItem[]): DictItemsState {
  const key = options || !code ? '' : code;
  const cached = key ? getCachedDictItems(key) : undefined;
  const { data, error, loading } = useLoad(key && !cached ? [key] : null, () => getDictItems(key));
  if (options) return { items: [...options], loading: false, error: null };
  if (!key) return { items: [], loading: false, error: null };
  if (cached) return { items: cached, loading: false, error: null };
  if (loading) return { items: [], loading: true, error: null };
  if (error !== undefined) {
    return { items: [], loading: false, error: error instanceof Error ? error.message : String(error) };
  }
  return { items: data ?? [], loading: false, error: null };
}
