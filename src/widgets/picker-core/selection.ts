import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';

/**
 * The keys of a comma-separated picker value, trimmed, empty parts and duplicates dropped.
 *
 * @example splitValue('a, b,,a') // ['a', 'b']
 */
export function splitValue(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      String(value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** @example joinValue(['a', 'b']) // 'a,b' */
export function joinValue(keys: Iterable<string>): string {
  return [...keys].join(',');
}

/**
 * Items of `keys` known so far. Keys without an item are fetched together in one `resolve` call (never
 * one call per key, never bound to a table page); `remember` adds items the user just chose, so they need
 * no call. Answers for keys the value no longer holds are kept for later but never block rendering.
 * `settled()` gives every item known once the calls under way have answered.
 *
 * @example const { items, remember } = useResolvedItems(['admin'], (keys) => services.usersByValues(keys, 'username'), (u) => u.username);
 */
export function useResolvedItems<T>(
  keys: readonly string[],
  resolve: (keys: string[]) => Promise<T[]>,
  keyOf: (item: T) => string,
): {
  items: Map<string, T>;
  remember: (items: Iterable<T>) => void;
  loading: boolean;
  settled: () => Promise<Map<string, T>>;
} {
  const [items, setItems] = useState<Map<string, T>>(() => new Map());
  const [loading, setLoading] = useState(false);
  const asked = useRef(new Set<string>());
  const known = useRef(items);
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const resolveRef = useRef(resolve);
  resolveRef.current = resolve;
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;
  const wanted = keys.join('\u0000');

  const remember = (found: Iterable<T>) => {
    const next = new Map(known.current);
    for (const item of found) {
      const key = keyOfRef.current(item);
      next.set(key, item);
      asked.current.add(key);
    }
    known.current = next;
    setItems(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: remember only writes refs and state
  useEffect(() => {
    const missing = (wanted ? wanted.split('\u0000') : []).filter((key) => !asked.current.has(key));
    if (missing.length === 0) return;
    for (const key of missing) asked.current.add(key);
    setLoading(true);
    const call = resolveRef.current(missing).then(
      (found) => {
        remember(found);
        setLoading(false);
      },
      () => {
        for (const key of missing) asked.current.delete(key);
        setLoading(false);
      },
    );
    pending.current = Promise.all([pending.current, call]);
  }, [wanted]);

  return { items, remember, loading, settled: () => pending.current.then(() => known.current) };
}

/**
 * Controlled-or-not value: `value` wins when given, else the internal state seeded by `defaultValue`.
 */
export function useValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((next: string) => void) | undefined,
): [string, (next: string) => void] {
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  return [
    current,
    (next) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
  ];
}

/**
 * A picker's `commit` (a new choice becomes its value: remembered, joined, stored and reported with the
 * chosen items in value order) and `remove` (one chosen key dropped), over the items chosen now.
 *
 * @example const { commit, remove } = choiceActions(chosen, (next) => remember(next.values()), setValue, onChange);
 */
export function choiceActions<T>(
  chosen: ReadonlyMap<string, T>,
  remember: (next: Map<string, T>) => void,
  setValue: (value: string) => void,
  onChange: ((value: string, items: T[]) => void) | undefined,
) {
  const commit = (next: Map<string, T>) => {
    remember(next);
    const joined = joinValue(next.keys());
    setValue(joined);
    onChange?.(joined, [...next.values()]);
  };
  const remove = (key: string) => {
    const next = new Map(chosen);
    next.delete(key);
    commit(next);
  };
  return { commit, remove };
}

/**
 * The choice inside a picker modal: a copy of `initial` taken each time the modal opens. Items of
 * `initial` that change while it is open (labels that just arrived) refresh entries already chosen,
 * without undoing what the user ticked meanwhile.
 */
export function useModalChoice<T>(
  visible: boolean,
  initial: ReadonlyMap<string, T>,
): [Map<string, T>, Dispatch<SetStateAction<Map<string, T>>>] {
  const [chosen, setChosen] = useState(() => new Map(initial));
  const [seen, setSeen] = useState({ visible, initial });
  if (seen.visible !== visible || seen.initial !== initial) {
    setSeen({ visible, initial });
    if (visible && !seen.visible) setChosen(new Map(initial));
    else if (visible) {
      setChosen((current) => {
        const next = new Map(current);
        for (const key of current.keys()) {
          const item = initial.get(key);
          if (item !== undefined) next.set(key, item);
        }
        return next;
      });
    }
  }
  return [chosen, setChosen];
}

/** Message when a choice would exceed `max` (JeecgBoot's maxSelectCount). */
export const maxChoiceMessage = (max: number) => `最多只能选择${max}条数据`;

/**
 * `current` with `rows` ticked (`on`) or unticked. Single choice keeps only the last row; a multiple
 * choice that would hold more than `max` items is refused (`null`).
 *
 * @example toggleChoice(new Map(), [{ id: 'a' }], true, { multiple: true, keyOf: (r) => r.id }) // Map { a }
 */
export function toggleChoice<T>(
  current: ReadonlyMap<string, T>,
  rows: readonly T[],
  on: boolean,
  { multiple, max, keyOf }: { multiple: boolean; max?: number; keyOf: (row: T) => string },
): Map<string, T> | null {
  const next = multiple ? new Map(current) : new Map<string, T>();
  for (const row of multiple ? rows : rows.slice(-1)) {
    if (on) next.set(keyOf(row), row);
    else next.delete(keyOf(row));
  }
  if (multiple && on && max !== undefined && max > 0 && next.size > max) return null;
  return next;
}
