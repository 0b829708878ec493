import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import { type CellComponentProps, valueText } from './cell-props';
import { useCellServices } from './services';
import { CellText } from './TextCells';
import { useLabels } from './use-labels';

/** The searching select is fetched when such a cell is first edited. */
export const AsyncSearchEditor = lazyPart(() => import('./AsyncSearchEditor'), 'AsyncSearchEditor');

/** Quiet time after the last keystroke (docs/widgets-spec.md §7). */
export const ASYNC_SEARCH_DEBOUNCE_MS = 300;
/** Empty-search texts (docs/widgets-spec.md §8). */
export const EMPTY_SEARCH_TEXT = '没有查询到任何数据';
export const SEARCH_PROMPT_TEXT = '请输入搜索内容';

/** The dictionary an async search column searches: `dictCode` (`table,text,code`). */
export function dictOf(column: CellComponentProps['column']): string {
  return column.dictCode?.trim() ?? '';
}

function AsyncSearchDisplay({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  const { dictLabels } = useCellServices();
  const key = valueText(value);
  const [label] = useLabels(dictLabels, dictOf(column), key ? [key] : []);
  return <CellText text={label ?? ''} title={label} />;
}

/**
 * `sel_search_async`: searches the dictionary `dictCode` (`table,text,code`) on the server as the
 * user types (300 ms debounce; an answer to an older keyword is dropped, core/dict). A failure shows
 * the server's message. Value: the chosen item's value (string); its label is resolved in one batched
 * `loadDictItem` call per screen.
 *
 * @example <AsyncSearchCell column={{ key: 'user', title: '用户', type: 'sel_search_async', dictCode: 'sys_user,realname,username' }} ... />
 */
export function AsyncSearchCell(props: CellComponentProps) {
  const { column, value, editing, disabled } = props;
  if (!editing || disabled) return <AsyncSearchDisplay column={column} value={value} />;
  return (
    <Suspense fallback={<AsyncSearchDisplay column={column} value={value} />}>
      <AsyncSearchEditor {...props} />
    </Suspense>
  );
}
