import { Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { postAction } from '../../../../core/http';
import type { Row } from '../../../list-page';
import { submit } from '../../../shared/data/shop-api';

export interface RefundAuditModalProps {
  refund: Row | null;
  onClose: () => void;
  onDone: () => void;
}

/** 审核退款: approve (the membership ends) or reject with a reason (POST /sys/member/auditRefund). */
export function RefundAuditModal({ refund, onClose, onDone }: RefundAuditModalProps) {
  const [status, setStatus] = useState(1);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (refund) {
      setStatus(1);
      setRemark('');
    }
  }, [refund]);

  const ok = async () => {
    if (!refund) return;
    setSaving(true);
    try {
      await submit(postAction('/sys/member/auditRefund', { id: refund.id, status, auditRemark: remark }));
      onDone();
      onClose();
    } catch {
      // The refusal is shown by submit.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="审核退款" visible={refund !== null} onOk={ok} onCancel={onClose} confirmLoading={saving}>
      <Form layout="vertical">
        <Form.Item label="退款用户">
          {String(refund?.userNickname ?? '')} {String(refund?.userPhone ?? '')}
        </Form.Item>
        <Form.Item label="退款金额">¥{Number(refund?.refundAmount ?? 0).toFixed(2)}</Form.Item>
        <Form.Item label="审核结果">
          <Radio.Group value={status} onChange={setStatus}>
            <Radio value={1}>通过</Radio>
            <Radio value={2}>拒绝</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={status === 2 ? '拒绝原因' : '审核备注'} required={status === 2}>
          <Input.TextArea value={remark} onChange={setRemark} maxLength={255} placeholder="请输入" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
