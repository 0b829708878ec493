import { Form, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { TextPrompt } from './TextPrompt';

export interface AuditPromptProps {
  title: string;
  maxLength?: number;
  /** Resolves true when the decision was saved (the prompt then closes). */
  onDecide: (approve: boolean, note: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * An audit decision: 通过 (an optional 审核意见) or 驳回 (a required 驳回原因).
 *
 * @example <AuditPrompt title="入驻审核 · 某商户" onDecide={(approve, note) => save(approve, note)} onClose={close} />
 */
export function AuditPrompt({ title, maxLength, onDecide, onClose }: AuditPromptProps) {
  const [approve, setApprove] = useState(true);
  return (
    <TextPrompt
      title={title}
      label={approve ? '审核意见' : '驳回原因'}
      required={!approve}
      maxLength={maxLength}
      visible
      extra={
        <Form.Item label="审核结果">
          <Radio.Group value={approve ? 'yes' : 'no'} onChange={(value) => setApprove(value === 'yes')}>
            <Radio value="yes">通过</Radio>
            <Radio value="no">驳回</Radio>
          </Radio.Group>
        </Form.Item>
      }
      onSubmit={(note) => onDecide(approve, note)}
      onClose={onClose}
    />
  );
}
