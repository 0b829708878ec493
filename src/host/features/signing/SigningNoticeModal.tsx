import { Button, Modal, Typography } from '@arco-design/web-react';

export interface SigningNoticeModalProps {
  visible: boolean;
  /** The status text from the server. */
  message: string;
  /** Offer 去补充. */
  needCompanyInfo: boolean;
  onClose: () => void;
  onFillIn: () => void;
}

/**
 * The 签署说明 modal: the signing-status text, and 去补充 when the text asks for the channel's company
 * information.
 *
 * @example <SigningNoticeModal visible message={text} needCompanyInfo onClose={close} onFillIn={openForm} />
 */
export function SigningNoticeModal({ visible, message, needCompanyInfo, onClose, onFillIn }: SigningNoticeModalProps) {
  return (
    <Modal
      title="签署说明"
      visible={visible}
      onCancel={onClose}
      maskClosable={false}
      unmountOnExit
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          {needCompanyInfo ? (
            <Button type="primary" onClick={onFillIn}>
              去补充
            </Button>
          ) : null}
        </>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{message}</Typography.Paragraph>
    </Modal>
  );
}
