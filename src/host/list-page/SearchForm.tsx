import { Button, Form, Grid, Link, Space } from '@arco-design/web-react';
import { IconDown, IconRefresh, IconSearch, IconUp } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { FieldControl } from './FieldControl';
import { CHOICE_TYPES } from './messages';
import styles from './search-form.module.css';
import type { Row, SearchField } from './types';

/** Fields shown while the form is collapsed. */
export const COLLAPSED_FIELDS = 3;

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** The applied values (from the list state). */
  values: Row;
  /** The declared defaults (what 重置 puts back). */
  defaults: Row;
  onSearch: (values: Row) => void;
  onReset: () => void;
}

function placeholderOf(field: SearchField): string {
  if (field.placeholder) return field.placeholder;
  return CHOICE_TYPES.has(field.type ?? 'input') ? `请选择${field.label}` : `请输入${field.label}`;
}

/**
 * The search form above a list: fields in a grid, collapsed to the first three with 展开/收起,
 * 查询 applies the values, 重置 restores the declared defaults.
 *
 * @example <SearchForm fields={config.search} values={state.search} onSearch={apply} onReset={reset} />
 */
export function SearchForm({ fields, values, defaults, onSearch, onReset }: SearchFormProps) {
  const [form] = Form.useForm<Row>();
  const [expanded, setExpanded] = useState(false);
  const [draft, setDraft] = useState<Row>(values);
  const applied = JSON.stringify(values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` is the content of `values`
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
    setDraft(values);
  }, [applied, form]);

  const collapsible = fields.length > COLLAPSED_FIELDS;
  const shown = collapsible && !expanded ? fields.slice(0, COLLAPSED_FIELDS) : fields;
  const submit = () => onSearch(form.getFieldsValue() as Row);

  return (
    <Form
      form={form}
      layout="inline"
      className={`list-page-search ${styles.search}`}
      onValuesChange={(_, all) => setDraft(all)}
      onSubmit={submit}
      aria-label="查询条件"
    >
      <Grid.Row gutter={16} style={{ width: '100%' }}>
        {shown.map((field) => (
          <Grid.Col key={field.field} xs={24} sm={12} md={8} xl={6}>
            <Form.Item label={field.label} field={field.field} style={{ width: '100%' }}>
              <FieldControl spec={{ ...field, placeholder: placeholderOf(field) }} values={draft} mode="add" />
            </Form.Item>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} sm={12} md={8} xl={6}>
          <Space style={{ marginBottom: 16 }}>
            <Button type="primary" htmlType="submit" icon={<IconSearch />}>
              查询
            </Button>
            <Button
              icon={<IconRefresh />}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(defaults);
                setDraft(defaults);
                onReset();
              }}
            >
              重置
            </Button>
            {collapsible && (
              <Link onClick={() => setExpanded((open) => !open)}>
                {expanded ? '收起' : '展开'}
                {expanded ? <IconUp /> : <IconDown />}
              </Link>
            )}
          </Space>
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
