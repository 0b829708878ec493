import { Form, Input, Modal } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';

export interface TextPromptProps {
  title: string;
  label: string;
  visible: boolean;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Shown above the text (e.g. a decision). */
  extra?: ReactNode;
  /** Resolves true when the text was accepted (the modal then closes). */
  onSubmit: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * A modal asking for one text (a reply, a reason); `required` refuses an empty one with 请填写{label}.
 *
 * @example <TextPrompt title="回复投诉" label="回复内容" required visible={open} onSubmit={send} onClose={close} />
 */
export function TextPrompt({
  title,
  label,
  visible,
  required,
  maxLength = 1000,
  placeholder,
  extra,
  onSubmit,
  onClose,
}: TextPromptProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setText('');
    setError('');
    onClose();
  };

  const confirm = async () => {
    if (required && text.trim() === '') {
      setError(`请填写${label}`);
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} visible={visible} onOk={confirm} onCancel={close} confirmLoading={busy} unmountOnExit>
      <Form layout="vertical">
        {extra}
        <Form.Item label={label} required={required} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            aria-label={label}
            value={text}
            maxLength={maxLength}
            showWordLimit
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={placeholder ?? `请输入${label}`}
            onChange={(value) => {
              setText(value);
              setError('');
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
