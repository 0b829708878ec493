import { Input, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { GetPopupContainer } from './popup-container';

export interface SaveQueryPromptProps {
  visible: boolean;
  /** Saves under the name; resolves true when saved (the prompt then closes). */
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
  getPopupContainer?: GetPopupContainer;
}

/** Asks the name a query is saved under. */
export function SaveQueryPrompt({ visible, onSave, onCancel, getPopupContainer }: SaveQueryPromptProps) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (visible) setTitle('');
  }, [visible]);

  const submit = async () => {
    setBusy(true);
    try {
      await onSave(title);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="请输入保存的名称"
      visible={visible}
      onOk={submit}
      onCancel={onCancel}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      unmountOnExit
      getPopupContainer={getPopupContainer ? () => getPopupContainer(document.body) : undefined}
      style={{ width: 420 }}
    >
      <Input
        aria-label="保存名称"
        placeholder="请输入名称"
        value={title}
        onChange={setTitle}
        onPressEnter={submit}
        maxLength={50}
        showWordLimit
        autoFocus
      />
    </Modal>
  );
}
