import { DatePicker, Input, InputNumber } from '@arco-design/web-react';
import { dateFormat, isMultiChoice, valueEditorKind } from '../../core/query';
import { DepartEditor } from './editors/DepartEditor';
import { DictEditor } from './editors/DictEditor';
import { textOf, type ValueEditorProps } from './editors/editor-props';
import { PopupEditor } from './editors/PopupEditor';
import { TreeEditor } from './editors/TreeEditor';
import { UserEditor } from './editors/UserEditor';
import { usePopupContainer } from './popup-container';

/** Text typed for `in` on a text, number or date field. */
const LIST_PLACEHOLDER = '多个值用英文逗号分隔';

/**
 * The value editor of a row, chosen by the field's type: text, number, date, datetime, dictionary
 * select, table or category tree, user, department or popup. `in` on text, numbers and dates is typed
 * as comma-separated text; on choices it is a multi-select.
 */
export function ValueEditor(props: Omit<ValueEditorProps, 'multiple'>) {
  const { field, rule, value, onChange } = props;
  const getPopupContainer = usePopupContainer();
  const kind = valueEditorKind(field);
  const editorProps: ValueEditorProps = { ...props, multiple: isMultiChoice(kind, rule) };

  if (rule === 'in' && (kind === 'text' || kind === 'number' || kind === 'date' || kind === 'datetime')) {
    return (
      <Input aria-label="查询值" placeholder={LIST_PLACEHOLDER} value={textOf(value)} onChange={onChange} allowClear />
    );
  }
  switch (kind) {
    case 'number':
      return (
        <InputNumber
          aria-label="查询值"
          placeholder={`请输入${field.text}`}
          value={
            typeof value === 'number'
              ? value
              : value === undefined || value === null || value === ''
                ? undefined
                : Number(value)
          }
          onChange={(next) => onChange(next === undefined || Number.isNaN(next) ? undefined : next)}
          style={{ width: '100%' }}
        />
      );
    case 'date':
    case 'datetime': {
      const format = dateFormat(kind, field);
      return (
        <DatePicker
          aria-label="查询值"
          placeholder={`请选择${field.text}`}
          showTime={kind === 'datetime'}
          format={format}
          value={textOf(value) || undefined}
          onChange={(dateString) => onChange(dateString || undefined)}
          getPopupContainer={getPopupContainer}
          style={{ width: '100%' }}
        />
      );
    }
    case 'dict':
      return <DictEditor {...editorProps} />;
    case 'tree':
    case 'category':
      return <TreeEditor {...editorProps} />;
    case 'user':
      return <UserEditor {...editorProps} />;
    case 'depart':
      return <DepartEditor {...editorProps} />;
    case 'popup':
      return <PopupEditor {...editorProps} />;
    default:
      return (
        <Input
          aria-label="查询值"
          placeholder={`请输入${field.text}`}
          value={textOf(value)}
          onChange={onChange}
          allowClear
        />
      );
  }
}
