import { useCallback, useMemo, useReducer, useState } from 'react';
import {
  completeConditions,
  createSavedQueryStore,
  encodeSuperQuery,
  initialSuperQueryState,
  planSave,
  type SavedQuery,
  type SuperQueryCondition,
  type SuperQueryField,
  type SuperQueryMatchType,
  type SuperQueryParams,
  saveProblem,
  searchProblem,
  superQueryReducer,
} from '../../core/query';
import type { ExpiringStorage } from '../../core/storage';

/** What a search hands the page: the list parameters, and the conditions they encode. */
export interface SuperQuerySearch {
  conditions: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
}

export interface SuperQueryControllerOptions {
  fields: readonly SuperQueryField[];
  /** Storage key of the page's saved queries (prefix + route path). */
  saveKey: string;
  /** Where saved queries live (default: the application's local storage). */
  storage?: ExpiringStorage;
  /** A query already in force when the page opens (e.g. `decodeSuperQuery` of restored list params). */
  initialQuery?: SuperQuerySearch | null;
  /** A search ran (params), or the query was reset (null). */
  onSearch?: (params: SuperQueryParams | null, search: SuperQuerySearch | null) => void;
  /** Shows a warning (the spec's messages). */
  warn: (message: string) => void;
  /** Shows a success note. */
  notify: (message: string) => void;
  /** Asks a yes/no question (the overwrite prompt); resolves true on yes. */
  confirm: (message: string) => Promise<boolean>;
}

/**
 * The query modal's behaviour: rows, match type, search, reset and saved queries. The view only
 * renders `state` and calls these.
 *
 * @example const q = useSuperQueryController({ fields, saveKey, onSearch, warn, notify, confirm });
 */
export function useSuperQueryController(options: SuperQueryControllerOptions) {
  const { fields, saveKey, storage, onSearch, warn, notify, confirm, initialQuery } = options;
  const [state, dispatch] = useReducer(superQueryReducer, undefined, () =>
    initialQuery
      ? superQueryReducer(initialSuperQueryState(), { type: 'load', ...initialQuery, fields })
      : initialSuperQueryState(),
  );
  const store = useMemo(() => createSavedQueryStore(saveKey, storage), [saveKey, storage]);
  const [saved, setSaved] = useState<SavedQuery[]>(() => store.list());
  const [savedKey, setSavedKey] = useState(saveKey);
  const [current, setCurrent] = useState<string | null>(null);
  const [active, setActive] = useState(() => (initialQuery?.conditions.length ?? 0) > 0);

  if (savedKey !== saveKey) {
    setSavedKey(saveKey);
    setSaved(store.list());
    setCurrent(null);
  }

  const fieldsByName = useMemo(() => new Map(fields.map((field) => [field.value, field])), [fields]);
  const conditions = useMemo(() => completeConditions(state.rows, fields), [state.rows, fields]);

  /** Runs the query; false (with 不能查询空条件) when no row is complete. */
  const search = useCallback((): boolean => {
    const problem = searchProblem(conditions);
    if (problem) {
      warn(problem);
      return false;
    }
    setActive(true);
    onSearch?.(encodeSuperQuery(conditions, state.matchType), { conditions, matchType: state.matchType });
    return true;
  }, [conditions, state.matchType, onSearch, warn]);

  /** Back to one empty row; the page reloads without a super query. */
  const reset = useCallback(() => {
    dispatch({ type: 'reset' });
    setCurrent(null);
    setActive(false);
    onSearch?.(null, null);
  }, [onSearch]);

  /** Whether a name may be asked for (else 空条件不能保存). */
  const canSave = useCallback((): boolean => {
    const problem = saveProblem(conditions);
    if (problem) warn(problem);
    return problem === null;
  }, [conditions, warn]);

  /** Saves under `title`; resolves false when refused (blank name) or when an overwrite is declined. */
  const save = useCallback(
    async (title: string): Promise<boolean> => {
      const plan = planSave(store.list(), title, conditions, state.matchType);
      if (!plan.ok) {
        warn(plan.message);
        return false;
      }
      if (plan.overwrite && !(await confirm(plan.confirm))) return false;
      setSaved(store.save(plan.entry));
      setCurrent(plan.entry.title);
      notify('保存成功');
      return true;
    },
    [store, conditions, state.matchType, warn, confirm, notify],
  );

  /** Shows a saved query's conditions (the user then runs it). */
  const load = useCallback(
    (title: string) => {
      const entry = store.load(title);
      if (!entry) {
        setSaved(store.list());
        return;
      }
      dispatch({ type: 'load', conditions: entry.records, matchType: entry.matchType, fields });
      setCurrent(title);
    },
    [store, fields],
  );

  const remove = useCallback(
    (title: string) => {
      setSaved(store.remove(title));
      if (current === title) setCurrent(null);
    },
    [store, current],
  );

  return {
    state,
    dispatch,
    fieldsByName,
    conditions,
    search,
    reset,
    canSave,
    save,
    load,
    remove,
    saved,
    current,
    active,
  };
}

export type SuperQueryController = ReturnType<typeof useSuperQueryController>;
