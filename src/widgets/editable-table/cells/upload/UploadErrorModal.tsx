import { Modal } from '@arco-design/web-react';

export interface UploadErrorModalProps {
  title: string;
  label: string;
  message: string;
  visible: boolean;
  getPopupContainer?: () => Element;
  onClose: () => void;
}

/** Why one file of an upload cell failed: `label：message`, with one OK button. */
export function UploadErrorModal({
  title,
  label,
  message,
  visible,
  getPopupContainer,
  onClose,
}: UploadErrorModalProps) {
  return (
    <Modal
      title={title}
      visible={visible}
      hideCancel
      getPopupContainer={getPopupContainer}
      onOk={onClose}
      onCancel={onClose}
    >
      {label}：{message}
    </Modal>
  );
}
