import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { useEffect } from 'react';
import { showFailure } from '../../../app/show-failure';
import type { Row } from '../../../list-page';
import { useRemote } from '../../../shared/data/use-remote';
import { loadStaff, STEP_URL, type Staff } from '../order-api';
import { type OrderStep, STEP_LABEL } from '../order-steps';
import { useStepSubmit } from './use-step-submit';

const NO_STAFF: Staff[] = [];

const LOGISTICS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', 'EMS'].map((name) => ({
  label: name,
  value: name,
}));

export interface OrderStepDialogProps {
  /** The order and the step to run on it; null: closed. */
  target: { order: Row; step: OrderStep } | null;
  onClose: () => void;
  /** After the server accepted the step. */
  onDone: () => void;
}

/** The body each step posts, from the dialog's fields. */
function bodyOf(step: OrderStep, id: string, values: Record<string, unknown>): Record<string, unknown> {
  if (step === 'allocate') return { orderIds: id, userId: values.userId };
  return { id, ...values };
}

function StaffSelect({
  orderId,
  value,
  onChange,
}: {
  orderId: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const staff =
    useRemote(
      ['/orders/sysUser', orderId],
      () =>
        loadStaff(orderId).catch((error: unknown) => {
          showFailure(error);
          throw error;
        }),
      { initial: NO_STAFF },
    ).data ?? NO_STAFF;
  return (
    <Select
      showSearch
      placeholder="请选择员工"
      value={value}
      onChange={onChange}
      filterOption={(input, option) =>
        String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)
      }
      options={staff.map((row) => ({
        value: row.id,
        label: `${row.realname}（${row.shopName ?? row.authority_dictText}，跟进中${row.openOrders}单）`,
      }))}
    />
  );
}

/**
 * The dialog of one order step: 备注, 关闭订单 (reason), 发货 (logistics), 确认收货, 确认归还
 * (return logistics, remark) and 分配 (staff). The server checks the step; its refusal is shown
 * and the dialog stays open with the user's input.
 *
 * @example <OrderStepDialog target={{ order, step: 'remark' }} onClose={close} onDone={reload} />
 */
export function OrderStepDialog({ target, onClose, onDone }: OrderStepDialogProps) {
  const [form] = Form.useForm();
  const { saving, submit: post } = useStepSubmit(form, { onDone, onClose });
  const step = target?.step;
  const order = target?.order;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.step === 'remark') form.setFieldValue('remark', target.order.remark ?? '');
  }, [target, form]);

  const submit = async () => {
    if (!step || !order) return;
    await post(STEP_URL[step], (values) => bodyOf(step, String(order.id), values));
  };

  return (
    <Modal
      title={step ? `${STEP_LABEL[step]}（${String(order?.orderNo ?? '')}）` : ''}
      visible={Boolean(target)}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        {step === 'remark' && (
          <Form.Item
            label="备注内容"
            field="remark"
            rules={[{ required: true, message: '请填写备注内容' }, { maxLength: 500 }]}
          >
            <Input.TextArea placeholder="请输入备注" autoSize={{ minRows: 3 }} maxLength={500} showWordLimit />
          </Form.Item>
        )}
        {step === 'close' && (
          <Form.Item
            label="关闭原因"
            field="reason"
            rules={[{ required: true, message: '请填写关闭原因' }, { maxLength: 255 }]}
          >
            <Input.TextArea placeholder="请输入关闭原因" autoSize={{ minRows: 3 }} maxLength={255} />
          </Form.Item>
        )}
        {step === 'ship' && (
          <>
            <Form.Item
              label="物流公司"
              field="logisticsCompany"
              rules={[{ required: true, message: '请选择物流公司' }]}
            >
              <Select placeholder="请选择物流公司" options={LOGISTICS} allowCreate />
            </Form.Item>
            <Form.Item
              label="物流单号"
              field="logisticsNo"
              rules={[
                { required: true, message: '请填写物流单号' },
                { match: /^[A-Za-z0-9-]{6,32}$/, message: '物流单号格式不正确' },
              ]}
            >
              <Input placeholder="请输入物流单号" />
            </Form.Item>
          </>
        )}
        {step === 'receive' && <p>确认用户已收到商品？</p>}
        {step === 'return' && (
          <>
            <Form.Item
              label="归还物流单号"
              field="returnLogisticsNo"
              rules={[{ match: /^[A-Za-z0-9-]{6,32}$/, message: '物流单号格式不正确' }]}
            >
              <Input placeholder="选填" />
            </Form.Item>
            <Form.Item label="备注" field="remark" rules={[{ maxLength: 255 }]}>
              <Input.TextArea placeholder="选填" autoSize={{ minRows: 2 }} />
            </Form.Item>
          </>
        )}
        {step === 'allocate' && order && (
          <Form.Item label="分配给" field="userId" rules={[{ required: true, message: '请选择员工' }]}>
            <StaffSelect orderId={String(order.id)} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
