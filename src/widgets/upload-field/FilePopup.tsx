import { Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getNotifier } from '../../core/http';
import { UploadField, type UploadFieldProps } from './UploadField';
import { splitPaths } from './upload-value';

/** Shown when the popup is confirmed with no file (docs/widgets-spec.md §5). */
export const NO_FILE_MESSAGE = '未上传任何文件';

export interface FilePopupProps extends Omit<UploadFieldProps, 'value' | 'onChange'> {
  visible: boolean;
  /** Paths the popup opens with. */
  value?: string | null;
  title?: string;
  /** Gets the paths comma-joined; only called with at least one file. */
  onOk: (value: string) => void;
  onCancel: () => void;
}

/**
 * A modal holding an upload field (JeecgBoot JFilePop); confirming with no file shows 未上传任何文件.
 *
 * @example <FilePopup visible={open} value={paths} onOk={(v) => { setPaths(v); close(); }} onCancel={close} />
 */
export function FilePopup({ visible, value, title = '文件上传', onOk, onCancel, ...field }: FilePopupProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => {
    if (visible) setDraft(value ?? '');
  }, [visible, value]);
  const confirm = () => {
    if (splitPaths(draft).length === 0) {
      getNotifier().error(NO_FILE_MESSAGE);
      return;
    }
    onOk(draft);
  };
  return (
    <Modal title={title} visible={visible} onOk={confirm} onCancel={onCancel} unmountOnExit>
      <UploadField {...field} value={draft} onChange={setDraft} />
    </Modal>
  );
}
