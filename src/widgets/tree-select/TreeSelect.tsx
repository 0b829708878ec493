import { Alert } from '@arco-design/web-react';
import { useEffect } from 'react';
import { loadDictItemLabels, loadTreeData } from '../../core/dict';
import { getNotifier } from '../../core/http';
import { LazyTreeSelect, type LazyTreeSelectProps } from './LazyTreeSelect';
import { CONDITION_ERROR_MESSAGE, isValidCondition } from './tree-calls';

type Shared = Pick<
  LazyTreeSelectProps,
  'value' | 'onChange' | 'multiple' | 'placeholder' | 'disabled' | 'getPopupContainer'
>;

export interface TreeSelectProps extends Shared {
  /** Table holding the tree. */
  dict: string;
  /** Column holding the parent value (default pid). */
  pidField?: string;
  /** Column shown. */
  text: string;
  /** Column stored as the value. */
  code: string;
  /** Column telling whether a row has children. */
  hasChildField?: string;
  /** Parent value of the top level (default ''). */
  pidValue?: string;
  /** Extra filter as a JSON string, e.g. '{"status":"1"}'; anything else is refused. */
  condition?: string;
}

/**
 * A table tree on `GET /sys/dict/loadTreeData`, children loaded on expand. A `condition` that is not a
 * JSON string shows 组件JTreeSelect-condition传值有误，需要一个json字符串! and loads nothing.
 *
 * @example <TreeSelect dict="sys_category" text="name" code="id" pidField="pid" hasChildField="has_child" value={v} onChange={setV} />
 */
export function TreeSelect({
  dict,
  pidField = 'pid',
  text,
  code,
  hasChildField,
  pidValue = '',
  condition,
  ...rest
}: TreeSelectProps) {
  const valid = isValidCondition(condition);
  useEffect(() => {
    if (!valid) getNotifier().error(CONDITION_ERROR_MESSAGE);
  }, [valid]);
  if (!valid) return <Alert type="error" content={CONDITION_ERROR_MESSAGE} />;
  const base = {
    tableName: dict,
    text,
    code,
    pidField,
    ...(hasChildField ? { hasChildField } : {}),
    ...(condition ? { condition } : {}),
  };
  return (
    <LazyTreeSelect
      {...rest}
      reloadKey={JSON.stringify([dict, pidField, text, code, hasChildField, pidValue, condition])}
      loadRoots={() => loadTreeData({ ...base, pid: pidValue })}
      loadChildren={(node) => loadTreeData({ ...base, pid: node.key })}
      // Labels through the table dictionary form `table,text,code`.
      loadLabels={(keys) => loadDictItemLabels(`${dict},${text},${code}`, keys)}
    />
  );
}
