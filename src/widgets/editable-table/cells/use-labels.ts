import { useLoad } from '../../shared/use-load';
import type { LabelBatcher } from './label-batch';

/**
 * The labels of `keys` from `batcher`: known labels at once, the rest after one batched call
 * (each key shows as itself meanwhile).
 *
 * @example const names = useLabels(services.userLabels, 'user', ['admin', 'jeecg']);
 */
export function useLabels(batcher: LabelBatcher, source: string, keys: readonly string[]): string[] {
  const joined = keys.join(',');
  const missing = keys.some((key) => batcher.peek(source, key) === undefined);
  // The answer lands in the batcher; its arrival redraws.
  useLoad(missing && joined ? [batcher, source, joined] : null, () => batcher.resolve(source, joined.split(',')));
  return keys.map((key) => batcher.peek(source, key) ?? key);
}
