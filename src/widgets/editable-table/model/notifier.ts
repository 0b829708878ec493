type Listener = () => void;

/** Table-level topics a view can subscribe to. */
export type Topic = 'rows' | 'errors' | 'selection' | 'statistics';

/**
 * Listener registry with batching: inside `batch`, row and topic changes are collected and each
 * listener is called once at the end, so a paste of 1,000 cells re-renders each row once.
 */
export interface Notifier {
  subscribeRow(key: string, listener: Listener): () => void;
  subscribe(topic: Topic, listener: Listener): () => void;
  markRow(key: string): void;
  mark(topic: Topic): void;
  /** Every row with a listener (after a reset). */
  markAllRows(): void;
  batch<T>(run: () => T): T;
}

function addTo<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) map.delete(key);
  };
}

/** @example const notifier = createNotifier(); notifier.batch(() => notifier.markRow('1')) */
export function createNotifier(): Notifier {
  const rowListeners = new Map<string, Set<Listener>>();
  const topicListeners = new Map<Topic, Set<Listener>>();
  const dirtyRows = new Set<string>();
  const dirtyTopics = new Set<Topic>();
  let depth = 0;

  function flush() {
    while (dirtyRows.size > 0 || dirtyTopics.size > 0) {
      const rows = [...dirtyRows];
      const topics = [...dirtyTopics];
      dirtyRows.clear();
      dirtyTopics.clear();
      for (const key of rows) for (const listener of [...(rowListeners.get(key) ?? [])]) listener();
      for (const topic of topics) for (const listener of [...(topicListeners.get(topic) ?? [])]) listener();
    }
  }

  const notifier: Notifier = {
    subscribeRow: (key, listener) => addTo(rowListeners, key, listener),
    subscribe: (topic, listener) => addTo(topicListeners, topic, listener),
    markRow(key) {
      // Rows nobody renders (off screen) cost nothing to notify.
      if (rowListeners.has(key)) dirtyRows.add(key);
      if (depth === 0) flush();
    },
    mark(topic) {
      dirtyTopics.add(topic);
      if (depth === 0) flush();
    },
    markAllRows() {
      for (const key of rowListeners.keys()) dirtyRows.add(key);
      if (depth === 0) flush();
    },
    batch(run) {
      depth++;
      try {
        return run();
      } finally {
        depth--;
        if (depth === 0) flush();
      }
    },
  };
  return notifier;
}
