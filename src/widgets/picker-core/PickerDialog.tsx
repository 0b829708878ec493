import { Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { PickerModalProps } from './modal-props';

export interface PickerDialogProps
  extends Pick<PickerModalProps<never>, 'visible' | 'compact' | 'onCancel' | 'getPopupContainer'> {
  title: string;
  /** Width in px: at most the page's width, unless `compact` (the table cells) keeps it. */
  width: number;
  /** 确定: the modal hands its choice on. */
  onOk: () => void;
  children: ReactNode;
}

/**
 * The Arco modal every picker modal draws in, unmounted while closed.
 *
 * @example <PickerDialog {...props} title="选择部门" width={500} onOk={() => props.onOk(chosen)}>{tree}</PickerDialog>
 */
export function PickerDialog({
  title,
  visible,
  width,
  compact,
  onOk,
  onCancel,
  getPopupContainer,
  children,
}: PickerDialogProps) {
  return (
    <Modal
      title={title}
      visible={visible}
      style={compact ? { width } : { width, maxWidth: '100%' }}
      getPopupContainer={getPopupContainer}
      onOk={onOk}
      onCancel={onCancel}
      unmountOnExit
    >
      {children}
    </Modal>
  );
}
