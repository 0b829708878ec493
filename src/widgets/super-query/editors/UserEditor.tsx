import { Select } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useLoad } from '../../shared/use-load';
import { usePopupContainer } from '../popup-container';
import { useSuperQueryServices } from '../SuperQueryServices';
import type { QueryUser } from '../super-query-api';
import { choiceOf, listOf, type ValueEditorProps } from './editor-props';

/** Quiet time after the last keystroke before the user search goes (docs/widgets-spec.md §7). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A simple user select: searches accounts on the server as the user types; the value is the
 * username (or the field's `customReturnField`, e.g. `id`).
 */
export function UserEditor({ field, value, onChange, multiple }: ValueEditorProps) {
  const { searchUsers } = useSuperQueryServices();
  const getPopupContainer = usePopupContainer();
  const returnField: keyof QueryUser = field.customReturnField === 'id' ? 'id' : 'username';
  // A new object per search, so searching the same keyword again asks again.
  const [search, setSearch] = useState({ keyword: '' });
  // Users once shown keep their labels while the options change under a new search.
  const known = useRef(new Map<string, QueryUser>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data: users, loading } = useLoad([searchUsers, returnField, search], () => searchUsers(search.keyword), {
    initial: [],
    onData: (found) => {
      for (const user of found) known.current.set(String(user[returnField]), user);
    },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const selected = multiple ? listOf(value).map(String) : [choiceOf(value)].filter((v) => v !== undefined).map(String);
  const shown = new Map(users.map((user) => [String(user[returnField]), user]));
  for (const key of selected) {
    const user = known.current.get(key);
    if (!shown.has(key)) shown.set(key, user ?? { id: key, username: key, realname: key });
  }
  const options = [...shown.entries()].map(([key, user]) => ({
    value: key,
    label: user.realname === user.username ? user.username : `${user.realname}（${user.username}）`,
  }));

  return (
    <Select
      aria-label="查询值"
      placeholder="输入账号搜索用户"
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? selected : selected[0]}
      onChange={(next: string | string[] | undefined) => onChange(next ?? (multiple ? [] : undefined))}
      options={options}
      loading={loading}
      allowClear
      showSearch
      filterOption={false}
      onSearch={(keyword) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSearch({ keyword }), SEARCH_DEBOUNCE_MS);
      }}
      getPopupContainer={getPopupContainer}
    />
  );
}
