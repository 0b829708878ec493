import { Button, DatePicker, Input, Select, Space } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';
import type { ReportDictOption, ReportQueryField } from './popup-api';
import type { QueryValues } from './use-popup-report';

export interface PopupQueryFormProps {
  fields: ReportQueryField[];
  dictOptions: Record<string, ReportDictOption[]>;
  onSearch: (values: QueryValues) => void;
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The report's query form (getQueryInfo): one input per field, a dictionary select for `list`
 * fields, a begin/end pair for `group` fields; 查询 and 重置.
 */
export function PopupQueryForm({ fields, dictOptions, onSearch }: PopupQueryFormProps) {
  const [values, setValues] = useState<QueryValues>({});
  if (fields.length === 0) return null;
  const set = (key: string, value: string | undefined) => setValues((v) => ({ ...v, [key]: value ?? '' }));

  const input = (field: ReportQueryField, key: string, placeholder: string): ReactNode => {
    const value = values[key] ?? '';
    if (field.view === 'date' || field.view === 'datetime') {
      const datetime = field.view === 'datetime';
      return (
        <DatePicker
          aria-label={placeholder}
          placeholder={placeholder}
          showTime={datetime}
          format={datetime ? DATETIME_FORMAT : DATE_FORMAT}
          value={value || undefined}
          onChange={(text) => set(key, text)}
          style={{ width: datetime ? 190 : 140 }}
        />
      );
    }
    if (field.view === 'list' && field.dictCode) {
      return (
        <Select
          aria-label={placeholder}
          placeholder={placeholder}
          allowClear
          value={value || undefined}
          options={(dictOptions[field.dictCode] ?? []).map((o) => ({ label: o.text, value: o.value }))}
          onChange={(next) => set(key, next === undefined ? '' : String(next))}
          style={{ width: 160 }}
        />
      );
    }
    return (
      <Input
        aria-label={placeholder}
        placeholder={placeholder}
        allowClear
        value={value}
        onChange={(text) => set(key, text)}
        onPressEnter={() => onSearch(values)}
        style={{ width: 160 }}
      />
    );
  };

  return (
    <form
      className="popup-picker__query"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <Space wrap size={[16, 8]}>
        {fields.map((field) => (
          <Space key={field.field} size={6}>
            <span>{field.label}:</span>
            {field.mode === 'group' ? (
              <>
                {input(field, `${field.field}_begin`, `${field.label}开始`)}
                <span>~</span>
                {input(field, `${field.field}_end`, `${field.label}结束`)}
              </>
            ) : (
              input(field, field.field, `${field.view === 'list' ? '请选择' : '请输入'}${field.label}`)
            )}
          </Space>
        ))}
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            setValues({});
            onSearch({});
          }}
        >
          重置
        </Button>
      </Space>
    </form>
  );
}
