import { Form, Input, InputNumber, Modal, Radio } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getAction, postAction } from '../../../../core/http';
import { load, submit } from '../../../shared/data/shop-api';

interface RefundConfig {
  allowRefund: number;
  refundDays: number;
  refundRate: number;
  autoAudit: number;
  remark: string | null;
}

/** 退款配置: whether members may ask for a refund, within how many days, what share, auto review. */
export function RefundConfigModal({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [config, setConfig] = useState<RefundConfig | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!visible) return;
    let live = true;
    load(getAction<RefundConfig>('/sys/member/configRefund'))
      .then((value) => live && setConfig(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [visible]);

  const set = <K extends keyof RefundConfig>(key: K, value: RefundConfig[K]) =>
    setConfig((current) => (current ? { ...current, [key]: value } : current));

  const ok = async () => {
    if (!config) return;
    setSaving(true);
    try {
      await submit(postAction('/sys/member/configRefund', config));
      onClose();
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="退款配置" visible={visible} onOk={ok} onCancel={onClose} confirmLoading={saving}>
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
