import { useEffect, useState } from 'react';
import type { LabelBatcher } from './label-batch';

/**
 * The labels of `keys` from `batcher`: known labels at once, the rest after one batched call
 * (each key shows as itself meanwhile).
 *
 * @example const names = useLabels(services.userLabels, 'user', ['admin', 'jeecg']);
 */
export function useLabels(batcher: LabelBatcher, source: string, keys: readonly string[]): string[] {
  const [, setResolved] = useState(0);
  const joined = keys.join(',');
  const missing = keys.some((key) => batcher.peek(source, key) === undefined);
  useEffect(() => {
    if (!missing || !joined) return;
    let live = true;
    batcher.resolve(source, joined.split(',')).then(() => live && setResolved((n) => n + 1));
    return () => {
      live = false;
    };
  }, [batcher, source, joined, missing]);
  return keys.map((key) => batcher.peek(source, key) ?? key);
}
