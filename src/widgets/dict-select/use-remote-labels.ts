import { useState } from 'react';
import { type DictItem, loadDictItemLabels } from '../../core/dict';
import { useLoad } from '../shared/use-load';

/**
 * Items of chosen values for a remote-search select: remembered when picked, and for an initial
 * value not found by any search yet, labelled in one `/sys/dict/loadDictItem` call.
 *
 * @example const { known, remember } = useRemoteLabels('sys_user,realname,username', true, ['admin']);
 */
export function useRemoteLabels(dictCode: string | undefined, enabled: boolean, values: readonly string[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, DictItem>>(new Map());
  const missing = enabled && dictCode ? values.filter((value) => !known.has(value)).join(',') : '';
  useLoad(missing ? [dictCode, missing] : null, () => loadDictItemLabels(dictCode ?? '', missing.split(',')), {
    onData: (texts) =>
      setKnown((prev) => {
        const next = new Map(prev);
        missing.split(',').forEach((key, index) => {
          const text = texts[index] || key;
          if (!next.has(key)) next.set(key, { value: key, text, title: text, label: text });
        });
        return next;
      }),
  });
  const remember = (items: readonly DictItem[]) => {
    if (items.every((item) => known.get(item.value) === item)) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const item of items) next.set(item.value, item);
      return next;
    });
  };
  return { known, remember };
}
