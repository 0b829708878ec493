import { DatePicker, Input, InputNumber, Spin } from '@arco-design/web-react';
import { type ReactNode, Suspense } from 'react';
import { DictSelect, YNSwitch } from '../../widgets/dict-select';
import {
  LazyAreaPicker,
  LazyCategorySelect,
  LazyCodeEditor,
  LazyCronInput,
  LazyDepartPicker,
  LazyMarkdownEditor,
  LazyRichTextEditor,
  LazyRolePicker,
  LazyTreeSelect,
  LazyUploadField,
  LazyUserPicker,
} from './lazy-widgets';
import { toDictItems } from './options';
import type { FieldContext, FieldType, FormMode, Option, Row } from './types';

/** What a form or search field declares about its input. */
export interface ControlSpec {
  type?: FieldType;
  dictCode?: string;
  options?: readonly Option[];
  placeholder?: string;
  props?: Record<string, unknown>;
  render?: (context: FieldContext) => ReactNode;
}

export interface FieldControlProps {
  spec: ControlSpec;
  /** Injected by Arco's Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  values: Row;
  mode: FormMode;
  disabled?: boolean;
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const number = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

/** A widget that loads on first use, with a small spinner meanwhile. */
function deferred(node: ReactNode): ReactNode {
  return <Suspense fallback={<Spin size={16} />}>{node}</Suspense>;
}

/**
 * The input of one declared field, by type, built from the shared widgets. Arco's Form.Item passes
 * `value` and `onChange`; `custom` fields render themselves with the field context.
 *
 * @example <Form.Item field="sex"><FieldControl spec={{ type: 'select', dictCode: 'sex' }} values={{}} mode="add" /></Form.Item>
 */
export function FieldControl({ spec, value, onChange, values, mode, disabled = false }: FieldControlProps) {
  const change = (next: unknown) => onChange?.(next);
  const props = spec.props ?? {};
  const placeholder = spec.placeholder;
  const common = { disabled, placeholder };
  switch (spec.type ?? 'input') {
    case 'password':
      return (
        <Input.Password {...common} {...props} value={text(value)} onChange={change} autoComplete="new-password" />
      );
    case 'textarea':
      return <Input.TextArea {...common} {...props} value={text(value)} onChange={change} />;
    case 'number':
      return <InputNumber {...common} {...props} value={number(value)} onChange={change} style={{ width: '100%' }} />;
    case 'money':
      return (
        <InputNumber
          {...common}
          precision={2}
          {...props}
          value={number(value)}
          onChange={change}
          style={{ width: '100%' }}
        />
      );
    case 'select':
    case 'radio':
    case 'checkbox':
      return (
        <DictSelect
          {...common}
          mode={spec.type === 'radio' || spec.type === 'checkbox' ? spec.type : 'select'}
          {...props}
          dictCode={spec.dictCode}
          options={toDictItems(spec.options)}
          value={text(value)}
          onChange={change}
        />
      );
    case 'switch':
      return <YNSwitch disabled={disabled} {...props} value={text(value)} onChange={change} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          {...props}
          value={text(value)}
          onChange={(date) => change(date)}
          style={{ width: '100%' }}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          {...common}
          showTime
          format="YYYY-MM-DD HH:mm:ss"
          {...props}
          value={text(value)}
          onChange={(date) => change(date)}
          style={{ width: '100%' }}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          disabled={disabled}
          {...props}
          value={Array.isArray(value) ? (value as string[]) : undefined}
          onChange={(dates) => change(dates && dates.length > 0 ? dates : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'treeSelect':
      return deferred(
        <LazyTreeSelect
          {...common}
          {...(props as { dict: string; text: string; code: string })}
          value={text(value)}
          onChange={change}
        />,
      );
    case 'category':
      return deferred(
        <LazyCategorySelect {...common} {...(props as { pcode: string })} value={text(value)} onChange={change} />,
      );
    case 'user':
      return deferred(
        <LazyUserPicker {...common} multiple {...props} value={text(value)} onChange={(next) => change(next)} />,
      );
    case 'depart':
      return deferred(
        <LazyDepartPicker {...common} multiple {...props} value={text(value)} onChange={(next) => change(next)} />,
      );
    case 'role':
      return deferred(
        <LazyRolePicker {...common} multiple {...props} value={text(value)} onChange={(next) => change(next)} />,
      );
    case 'area':
      return deferred(<LazyAreaPicker {...common} {...props} value={text(value)} onChange={(next) => change(next)} />);
    case 'upload':
    case 'image':
      return deferred(
        <LazyUploadField
          disabled={disabled}
          imageOnly={spec.type === 'image'}
          {...props}
          value={text(value)}
          onChange={change}
        />,
      );
    case 'richText':
      return deferred(<LazyRichTextEditor {...common} {...props} value={text(value)} onChange={change} />);
    case 'markdown':
      return deferred(<LazyMarkdownEditor {...common} {...props} value={text(value)} onChange={change} />);
    case 'code':
      return deferred(<LazyCodeEditor {...common} {...props} value={text(value)} onChange={change} />);
    case 'cron':
      return deferred(<LazyCronInput {...common} {...props} value={text(value)} onChange={change} />);
    case 'custom':
      return <>{spec.render?.({ value, onChange: change, values, mode, disabled })}</>;
    default:
      return <Input allowClear {...common} {...props} value={text(value)} onChange={change} />;
  }
}
