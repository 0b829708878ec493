import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { showFailure } from '../../../app/show-failure';
import type { ListPageContext, Row } from '../../../list-page';
import { postStep, validValues } from '../order-api';

/** One text-with-a-reason action of a list (驳回 with 拒绝原因, 同意 with an optional remark…). */
export interface ReasonAction {
  title: string;
  url: string;
  /** Label of the text field. */
  label: string;
  /** Body key of the text (e.g. 'reason' or 'remark'). */
  field: string;
  /** Message when empty; absent: the text is optional. */
  required?: string;
}

/**
 * A dialog asking for a reason before posting `{ id, [field]: text }`, and `open` for row actions;
 * the list the action came from reloads after the server accepted it.
 *
 * @example const reject = useReasonDialog({ title: '驳回', url: '/business/risk/reject', label: '拒绝原因', field: 'reason', required: '请填写拒绝原因' });
 */
export function useReasonDialog(action: ReasonAction): {
  open: (row: Row, context: Pick<ListPageContext, 'reload'>) => void;
  dialog: ReactNode;
} {
  const [row, setRow] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const context = useRef<Pick<ListPageContext, 'reload'> | null>(null);
  const [form] = Form.useForm();

  useEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);

  const open = useCallback((target: Row, from: Pick<ListPageContext, 'reload'>) => {
    context.current = from;
    setRow(target);
  }, []);

  const submit = async () => {
    if (!row) return;
    const values = await validValues<Record<string, unknown>>(form);
    if (!values) return;
    setSaving(true);
    try {
      Message.success(await postStep(action.url, { id: row.id, [action.field]: values.text }));
      setRow(null);
      await context.current?.reload();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const rules = [
    ...(action.required ? [{ required: true, message: action.required }] : []),
    { maxLength: 255, message: '请输入255位以内的字符' },
  ];
  const dialog = (
    <Modal
      title={action.title}
      visible={Boolean(row)}
      onOk={submit}
      onCancel={() => setRow(null)}
      confirmLoading={saving}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        <Form.Item label={action.label} field="text" rules={rules}>
          <Input.TextArea placeholder={`请输入${action.label}`} autoSize={{ minRows: 3 }} maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { open, dialog };
}
