/**
 * Resolves labels of stored keys in batches: every key asked for within one task goes out in one
 * call per source (so a screen of user cells costs one request), and answers are kept for the page.
 */
export interface LabelBatcher {
  /** Known label of a key, or undefined. */
  peek(source: string, key: string): string | undefined;
  /** Label of each key (the key itself when the source does not know it). */
  resolve(source: string, keys: readonly string[]): Promise<string[]>;
  /** Labels learnt elsewhere (search results, a picker's selection). */
  remember(source: string, labels: Readonly<Record<string, string>>): void;
  /** Forgets every label (tests, user switch). */
  clear(): void;
}

/** Fetches the labels of `keys` from `source`; missing keys may be left out of the answer. */
export type LabelFetcher = (source: string, keys: string[]) => Promise<Record<string, string>>;

/**
 * A batcher over `fetch`.
 *
 * @example const users = createLabelBatcher(fetchUserLabels); await users.resolve('users', ['admin']) // ['管理员']
 */
export function createLabelBatcher(fetch: LabelFetcher): LabelBatcher {
  const known = new Map<string, Map<string, string>>();
  const queued = new Map<string, { keys: Set<string>; done: Promise<void> }>();

  const table = (source: string) => {
    let labels = known.get(source);
    if (!labels) {
      labels = new Map();
      known.set(source, labels);
    }
    return labels;
  };

  const enqueue = (source: string, keys: string[]): Promise<void> => {
    let batch = queued.get(source);
    if (!batch) {
      const keySet = new Set<string>();
      const done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
        queued.delete(source);
        const wanted = [...keySet];
        try {
          const answer = await fetch(source, wanted);
          const labels = table(source);
          for (const key of wanted) labels.set(key, answer[key] ?? key);
        } catch {
          // The fetcher reports its own failure; the keys show as themselves and may be asked again.
        }
      });
      batch = { keys: keySet, done };
      queued.set(source, batch);
    }
    for (const key of keys) batch.keys.add(key);
    return batch.done;
  };

  return {
    peek: (source, key) => known.get(source)?.get(key),
    async resolve(source, keys) {
      const labels = table(source);
      const missing = keys.filter((key) => !labels.has(key));
      if (missing.length > 0) await enqueue(source, missing);
      return keys.map((key) => labels.get(key) ?? key);
    },
    remember(source, labels) {
      const into = table(source);
      for (const [key, label] of Object.entries(labels)) into.set(key, label);
    },
    clear() {
      known.clear();
    },
  };
}
