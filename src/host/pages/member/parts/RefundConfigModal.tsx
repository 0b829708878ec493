import { Form, Input, InputNumber, Modal, Radio } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAction, postAction } from '../../../../core/http';
import { load, submit } from '../../../shared/data/shop-api';
import { useSaving } from '../../../shared/ui/dialog-save';

interface RefundConfig {
  allowRefund: number;
  refundDays: number;
  refundRate: number;
  autoAudit: number;
  remark: string | null;
}

const REFUND_CONFIG_URL = '/sys/member/configRefund';

/** 退款配置: whether members may ask for a refund, within how many days, what share, auto review. */
export function RefundConfigModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  // Each opening loads the configuration afresh (its own query, dropped once the dialog has closed), and
  // nothing reloads it while the user edits it.
  const [opening, setOpening] = useState(0);
  const saved = useQuery({
    queryKey: [REFUND_CONFIG_URL, 'form', opening],
    queryFn: async ({ signal }) =>
      (await load(getAction<RefundConfig>(REFUND_CONFIG_URL, undefined, { signal }))) ?? null,
    enabled: visible,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [edited, setEdited] = useState<RefundConfig | null>(null);
  const config = edited ?? saved.data ?? null;
  const { saving, whileSaving } = useSaving();

  const set = <K extends keyof RefundConfig>(key: K, value: RefundConfig[K]) =>
    setEdited((current) => {
      const base = current ?? saved.data;
      return base ? { ...base, [key]: value } : null;
    });

  const afterClose = () => {
    setOpening((n) => n + 1);
    setEdited(null);
  };

  const ok = async () => {
    if (!config) return;
    await whileSaving(async () => {
      await submit(postAction('/sys/member/configRefund', config));
      onClose();
    });
  };

  return (
    <Modal
      title="退款配置"
      visible={visible}
      onOk={ok}
      onCancel={onClose}
      confirmLoading={saving}
      afterClose={afterClose}
    >
      {config && (
        <Form layout="vertical">
          <Form.Item label="是否允许退款">
            <Radio.Group value={Number(config.allowRefund)} onChange={(value) => set('allowRefund', value)}>
              <Radio value={1}>是</Radio>
              <Radio value={0}>否</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="退款期限（天）">
            <InputNumber
              aria-label="退款期限"
              min={0}
              max={365}
              precision={0}
              value={Number(config.refundDays)}
              onChange={(value) => set('refundDays', value ?? 0)}
            />
          </Form.Item>
          <Form.Item label="退款比例（%）">
            <InputNumber
              aria-label="退款比例"
              min={0}
              max={100}
              precision={2}
              value={Number(config.refundRate)}
              onChange={(value) => set('refundRate', value ?? 0)}
            />
          </Form.Item>
          <Form.Item label="自动审核">
            <Radio.Group value={Number(config.autoAudit)} onChange={(value) => set('autoAudit', value)}>
              <Radio value={1}>是</Radio>
              <Radio value={0}>否</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="备注">
            <Input.TextArea value={config.remark ?? ''} onChange={(value) => set('remark', value)} maxLength={255} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
