import { useCallback, useState } from 'react';

/**
 * The names switched off in a legend, and the toggle its items call.
 *
 * @example const [hidden, toggle] = useHiddenNames(); <button onClick={() => toggle('订单数')} />
 */
export function useHiddenNames(): [ReadonlySet<string>, (name: string) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((name: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  return [hidden, toggle];
}
