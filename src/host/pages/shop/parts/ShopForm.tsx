import { Button, Form, Grid } from '@arco-design/web-react';
import { type ReactNode, useEffect, useState } from 'react';
import { hasPermission } from '../../../../core/permission';

type Values = Record<string, unknown>;

export interface ShopFormProps {
  /** The saved row the form starts from; null (none saved yet) and undefined (loading) leave it empty. */
  record: Values | null | undefined;
  /** The row as form values (a stable, module-level function). */
  toValues: (record: Values) => Values;
  /** The permission that shows the save button. */
  permission: string;
  saveText: string;
  /** Sends the form's values; a refusal rejects (shown by the shop api's `submit`) and the edits stay. */
  onSave: (values: Values) => Promise<unknown>;
  /** The fields, as columns of one 24-column row. */
  children: ReactNode;
}

/**
 * One of a shop's settings forms: filled from its saved row whenever a different row arrives (another
 * shop's; a refetch answering the same row keeps its identity in the query cache and leaves the user's
 * edits alone), and saved as a whole by the button `permission` shows.
 *
 * @example <ShopForm record={rule} toValues={ruleValues} permission="giveBack:edit" saveText="保存归还规则" onSave={save}>…</ShopForm>
 */
export function ShopForm({ record, toValues, permission, saveText, onSave, children }: ShopFormProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.resetFields();
    if (record) form.setFieldsValue(toValues(record));
  }, [record, toValues, form]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(form.getFieldsValue() as Values);
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical">
      <Grid.Row gutter={24}>{children}</Grid.Row>
      {hasPermission(permission) && (
        <Button type="primary" loading={saving} onClick={save}>
          {saveText}
        </Button>
      )}
    </Form>
  );
}
