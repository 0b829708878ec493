import { Form, Input, InputNumber, Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { postAction, unwrap } from '../../../../core/http';
import { showFailure } from '../../../app/show-failure';
import { validValues } from '../../order/order-api';
import type { ShopAccount } from '../balance-api';

export interface WithdrawDialogProps {
  account: ShopAccount | null;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 申请提现: an amount up to the withdrawable balance and a remark; the server also enforces the
 * withdrawal frequency and answers with the date of the next allowed request.
 *
 * @example <WithdrawDialog account={account} visible={open} onClose={close} onDone={reload} />
 */
export function WithdrawDialog({ account, visible, onClose, onDone }: WithdrawDialogProps) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const max = account?.withdrawableAmount ?? 0;

  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);

  const submit = async () => {
    if (!account) return;
    const values = await validValues<{ amount: number; remark?: string }>(form);
    if (!values) return;
    setSaving(true);
    try {
      const envelope = await postAction<unknown>('/shopFundFlow/withDraw', { shopId: account.shopId, ...values });
      unwrap(envelope);
      Message.success(envelope.message || '提现申请已提交');
      onDone();
      onClose();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="申请提现" visible={visible} onOk={submit} onCancel={onClose} confirmLoading={saving} unmountOnExit>
      <p>
        可提现金额 ¥{max}（{account?.withdrawFrequency_dictText ?? ''}）
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          label="提现金额"
          field="amount"
          rules={[
            { required: true, message: '请输入提现金额' },
            {
              validator: (value: number | undefined, callback: (error?: string) => void) =>
                callback(value !== undefined && value > max ? `提现金额不能超过可提现金额${max}元` : undefined),
            },
          ]}
        >
          <InputNumber min={0.01} precision={2} prefix="¥" />
        </Form.Item>
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 255 }]}>
          <Input.TextArea placeholder="选填" autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
