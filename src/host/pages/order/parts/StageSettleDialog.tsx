import { Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import { useEffect } from 'react';
import { money } from '../../../../core/format';
import type { Row } from '../../../list-page';
import type { SettleKind } from './StageTable';
import { useStepSubmit } from './use-step-submit';

const TITLE: Readonly<Record<SettleKind, string>> = { repay: '还款', markPaid: '标记已还', waive: '减免' };
const URL: Readonly<Record<SettleKind, string>> = {
  repay: '/business/orderStage/repay',
  markPaid: '/business/orderStage/markPaid',
  waive: '/business/orderStage/waive',
};
const PAY_TYPES = [
  { label: '微信支付', value: 1 },
  { label: '支付宝', value: 2 },
  { label: '余额支付', value: 3 },
  { label: '花呗分期', value: 4 },
];

export interface StageSettleDialogProps {
  target: { stage: Row; kind: SettleKind } | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 还款 (an amount up to what remains, and how it was paid), 标记已还 (the whole remainder) or 减免
 * (an amount and a reason) of one instalment.
 *
 * @example <StageSettleDialog target={{ stage, kind: 'repay' }} onClose={close} onDone={reload} />
 */
export function StageSettleDialog({ target, onClose, onDone }: StageSettleDialogProps) {
  const [form] = Form.useForm();
  const { saving, submit: post } = useStepSubmit(form, { onDone, onClose });
  const kind = target?.kind;
  const remaining = Number(target?.stage.remainingAmount ?? 0);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.kind !== 'markPaid') form.setFieldValue('amount', Number(target.stage.remainingAmount ?? 0));
  }, [target, form]);

  const submit = async () => {
    if (!target || !kind) return;
    await post(URL[kind], (values) => ({ id: target.stage.id, ...values }));
  };

  return (
    <Modal
      title={kind ? `${TITLE[kind]}（第${String(target?.stage.stageNo ?? '')}期）` : ''}
      visible={Boolean(target)}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      unmountOnExit
    >
      <p>
        订单 {String(target?.stage.orderNo ?? '')}，待还金额 ¥{money(remaining)}
      </p>
      <Form form={form} layout="vertical">
        {kind !== 'markPaid' && (
          <Form.Item
            label={kind === 'waive' ? '减免金额' : '还款金额'}
            field="amount"
            rules={[
              { required: true, message: kind === 'waive' ? '请输入减免金额' : '请输入还款金额' },
              {
                validator: (value: number | undefined, callback: (error?: string) => void) =>
                  callback(
                    value !== undefined && value > remaining ? `不能超过待还金额${money(remaining)}元` : undefined,
                  ),
              },
            ]}
          >
            <InputNumber min={0.01} precision={2} prefix="¥" />
          </Form.Item>
        )}
        {kind !== 'waive' && (
          <Form.Item label="支付方式" field="payType">
            <Select placeholder="请选择支付方式" options={PAY_TYPES} allowClear />
          </Form.Item>
        )}
        {kind === 'waive' && (
          <Form.Item
            label="减免原因"
            field="reason"
            rules={[{ required: true, message: '请填写减免原因' }, { maxLength: 255 }]}
          >
            <Input.TextArea placeholder="请输入减免原因" autoSize={{ minRows: 2 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
