import { Button, Drawer, Form, Grid, Message, Space, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { wasShown } from '../../core/http';
import { FullscreenModal } from '../../widgets/modal';
import type { DataProvider } from '../shared/data/data-provider';
import { resourceKey, resourceUrls } from '../shared/data/resource';
import { FieldControl } from './FieldControl';
import { arcoRulesOf } from './field-rules';
import { addFormValues } from './form-record';
import { CHOICE_TYPES } from './messages';
import type { FormField, FormMode, ListPageConfig, Row } from './types';

/** The form that is open: its mode and the row being edited. */
export interface OpenForm {
  mode: FormMode;
  row?: Row;
}

export interface FormPanelProps {
  config: ListPageConfig;
  fields: readonly FormField[];
  provider: DataProvider;
  open: OpenForm | null;
  onClose: () => void;
  /** After a successful save (the list reloads). */
  onSaved: () => void;
}

const TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑' };

function placeholderOf(field: FormField): string {
  if (field.placeholder) return field.placeholder;
  return CHOICE_TYPES.has(field.type ?? 'input') ? `请选择${field.label}` : `请输入${field.label}`;
}

/** The record to edit: loaded through url.queryById when declared, else the row itself. */
async function loadRecord(
  config: ListPageConfig,
  provider: DataProvider,
  open: OpenForm,
  signal: AbortSignal,
): Promise<Row> {
  // openForm('add', values) starts from those values (e.g. 添加下级 names the parent).
  if (open.mode === 'add') return addFormValues(config.form || [], open.row);
  const row = open.row ?? {};
  const id = row[config.rowKey ?? 'id'];
  const record = resourceUrls(config).queryById && id !== undefined ? await provider.one(String(id), signal) : row;
  return { ...row, ...record };
}

const openings = new WeakMap<OpenForm, number>();
let lastOpening = 0;

/** A number per opening of the form: each opening loads the record afresh, never from an earlier one. */
function openingOf(open: OpenForm): number {
  let serial = openings.get(open);
  if (serial === undefined) {
    serial = ++lastOpening;
    openings.set(open, serial);
  }
  return serial;
}

/**
 * Add and edit in a modal (60% wide, fullscreen toggle) or a drawer. A failed save keeps the user's
 * edits and shows the server's message.
 *
 * @example <FormPanel config={config} fields={config.form} provider={provider} open={open} onClose={close} onSaved={reload} />
 */
export function FormPanel({ config, fields, provider, open, onClose, onSaved }: FormPanelProps) {
  const [form] = Form.useForm<Row>();
  const [values, setValues] = useState<Row>({});
  const [initial, setInitial] = useState<Row>({});
  const [saving, setSaving] = useState(false);
  const mode = open?.mode ?? 'add';

  // One query per opening, dropped when it closes: an edit form never starts from a cached copy. Its key is
  // outside the resource's, so a list reload (which invalidates the resource) never refills a form being typed in.
  const loaded = useQuery({
    queryKey: ['list-form', ...resourceKey(config), open ? openingOf(open) : 0],
    queryFn: ({ signal }) => loadRecord(config, provider, open as OpenForm, signal),
    enabled: open !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const record = open ? (loaded.data ?? null) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form once per loaded record
  useEffect(() => {
    if (!record) return;
    const initial = config.toForm ? config.toForm(record) : record;
    form.resetFields();
    form.setFieldsValue(initial);
    setValues(initial);
    setInitial(initial);
  }, [record]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new failure only
  useEffect(() => {
    const error = loaded.error;
    if (!error) return;
    if (!wasShown(error)) Message.warning(error.message);
    onClose();
  }, [loaded.error]);

  const shown = fields.filter(
    (field) => (!field.only || field.only === mode) && (!field.visible || field.visible(values, mode)),
  );

  const save = async () => {
    let entered: Row;
    try {
      entered = (await form.validate()) as Row;
    } catch {
      return;
    }
    // An edit sends the row's key and what the form holds: the server updates only the fields it gets.
    const key = config.rowKey ?? 'id';
    const merged = mode === 'edit' ? { [key]: record?.[key], ...entered } : entered;
    const body = config.fromForm ? config.fromForm(merged, mode, record ?? undefined) : merged;
    setSaving(true);
    try {
      const envelope = await (mode === 'edit' ? provider.update(body) : provider.create(body));
      Message.success(envelope.message || '操作成功');
      config.afterWrite?.();
      onClose();
      onSaved();
    } catch (error) {
      if (!wasShown(error)) Message.warning(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const body = record ? (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_, all) => setValues(all as Row)}
      aria-label={TITLES[mode]}
    >
      <Grid.Row gutter={16}>
        {shown.map((field) => {
          const disabled = mode === 'edit' && Boolean(field.readOnlyOnEdit);
          return (
            <Grid.Col key={field.field} span={field.span ?? 24}>
              <Form.Item
                label={field.label}
                field={field.field}
                required={field.required}
                rules={disabled ? [] : arcoRulesOf(field, () => form.getFieldsValue() as Row)}
                extra={field.help}
              >
                <FieldControl
                  spec={{ ...field, placeholder: placeholderOf(field) }}
                  values={values}
                  mode={mode}
                  disabled={disabled}
                />
              </Form.Item>
            </Grid.Col>
          );
        })}
      </Grid.Row>
    </Form>
  ) : (
    <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />
  );

  const title = `${TITLES[mode]}${config.title}`;
  if (config.formContainer === 'drawer') {
    return (
      <Drawer
        title={title}
        visible={Boolean(open)}
        width={config.formWidth ?? 600}
        onCancel={onClose}
        unmountOnExit
        footer={
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} disabled={!record} onClick={save}>
              确定
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <FullscreenModal
      title={title}
      visible={Boolean(open)}
      width={config.formWidth}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: !record }}
      unmountOnExit
    >
      {body}
    </FullscreenModal>
  );
}
