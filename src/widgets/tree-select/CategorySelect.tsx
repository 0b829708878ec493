import { Alert } from '@arco-design/web-react';
import { useEffect } from 'react';
import { getNotifier } from '../../core/http';
import { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';
import {
  CONDITION_ERROR_MESSAGE,
  isValidCondition,
  loadCategoryChildren,
  loadCategoryLabels,
  loadCategoryRoots,
} from './tree-calls';

export interface CategorySelectProps
  extends Pick<
    LazyTreeSelectProps,
    'value' | 'onChange' | 'multiple' | 'placeholder' | 'disabled' | 'getPopupContainer'
  > {
  /** Code of the category whose children are offered (JeecgBoot `pcode`). */
  pcode: string;
  /** Extra filter as a JSON string; anything else is refused. */
  condition?: string;
}

/**
 * The category dictionary tree (`/sys/category/loadTreeRoot`, `loadTreeChildren`); the value is
 * category ids, labels of an initial value come from `/sys/category/loadDictItem/`.
 *
 * @example <CategorySelect pcode="A01" value={v} onChange={setV} />
 */
export function CategorySelect({ pcode, condition, ...rest }: CategorySelectProps) {
  const valid = isValidCondition(condition);
  useEffect(() => {
    if (!valid) getNotifier().error(CONDITION_ERROR_MESSAGE);
  }, [valid]);
  if (!valid) return <Alert type="error" content={CONDITION_ERROR_MESSAGE} />;
  return (
    <LazyTreeSelect
      {...rest}
      reloadKey={`${pcode}|${condition ?? ''}`}
      loadRoots={() => loadCategoryRoots(pcode, condition)}
      loadChildren={(node) => loadCategoryChildren(node.key)}
      loadLabels={loadCategoryLabels}
    />
  );
}
