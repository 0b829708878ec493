import { Button, Input, Select, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  rulesFor,
  SUPER_QUERY_RULE_LABELS,
  type SuperQueryAction,
  type SuperQueryField,
  type SuperQueryRow,
  valueEditorKind,
} from '../../core/query';
import { labelContains } from './editors/editor-props';
import { usePopupContainer } from './popup-container';
import { ValueEditor } from './ValueEditor';

export interface ConditionRowProps {
  index: number;
  row: SuperQueryRow;
  fields: readonly SuperQueryField[];
  field: SuperQueryField | undefined;
  dispatch: (action: SuperQueryAction) => void;
}

/** One condition: field, rule, value editor, and the add-after / remove buttons. */
export function ConditionRow({ index, row, fields, field, dispatch }: ConditionRowProps) {
  const getPopupContainer = usePopupContainer();
  const rules = rulesFor(field ? valueEditorKind(field) : 'text');
  const label = `条件 ${index + 1}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and border do not suit a table-like row
    <div className="super-query__row" role="group" aria-label={label}>
      <span className="super-query__index" aria-hidden="true">
        {index + 1}
      </span>
      <Select
        className="super-query__field"
        aria-label="查询字段"
        placeholder="选择查询字段"
        value={row.field}
        onChange={(name: string | undefined) =>
          dispatch({ type: 'field', key: row.key, field: fields.find((f) => f.value === name) })
        }
        options={fields.map((f) => ({ value: f.value, label: f.text }))}
        showSearch
        filterOption={labelContains}
        getPopupContainer={getPopupContainer}
      />
      <Select
        className="super-query__rule"
        aria-label="匹配规则"
        value={row.rule}
        onChange={(rule) => dispatch({ type: 'rule', key: row.key, rule, field })}
        options={rules.map((rule) => ({ value: rule, label: SUPER_QUERY_RULE_LABELS[rule] }))}
        getPopupContainer={getPopupContainer}
      />
      <div className="super-query__value">
        {field ? (
          <ValueEditor
            key={field.value}
            field={field}
            rule={row.rule}
            value={row.val}
            onChange={(value) => dispatch({ type: 'value', key: row.key, value })}
          />
        ) : (
          <Input aria-label="查询值" placeholder="请先选择查询字段" disabled />
        )}
      </div>
      <div className="super-query__row-actions">
        <Tooltip content="在下方添加条件" getPopupContainer={getPopupContainer} mini>
          <Button
            shape="circle"
            size="small"
            icon={<IconPlus />}
            aria-label={`在${label}后添加条件`}
            onClick={() => dispatch({ type: 'add', after: row.key })}
          />
        </Tooltip>
        <Tooltip content="删除此条件" getPopupContainer={getPopupContainer} mini>
          <Button
            shape="circle"
            size="small"
            status="danger"
            icon={<IconDelete />}
            aria-label={`删除${label}`}
            onClick={() => dispatch({ type: 'remove', key: row.key })}
          />
        </Tooltip>
      </div>
    </div>
  );
}
