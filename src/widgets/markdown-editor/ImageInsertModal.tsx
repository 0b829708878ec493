import { Button, Input, Message, Modal, Radio } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { uploadEditorImage } from '../rich-text-editor/upload-image';
import { isImageAddress } from './markdown';

/** Where a locally chosen image is uploaded unless the editor is given another endpoint. */
export const MARKDOWN_UPLOAD_URL = '/sys/common/upload';
export const IMAGE_ADDRESS_INVALID = '请输入以 http:// 或 https:// 开头的图片地址';
export const IMAGE_NOT_CHOSEN = '请先上传一张图片';

type Source = 'local' | 'network';

export interface ImageInsertModalProps {
  visible: boolean;
  uploadUrl?: string;
  onInsert: (url: string, remark: string) => void;
  onCancel: () => void;
}

/** Chooses an image for the Markdown editor: one uploaded local file or a network address, plus a remark. */
export function ImageInsertModal({
  visible,
  uploadUrl = MARKDOWN_UPLOAD_URL,
  onInsert,
  onCancel,
}: ImageInsertModalProps) {
  const [source, setSource] = useState<Source>('local');
  const [uploaded, setUploaded] = useState<{ name: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [address, setAddress] = useState('');
  const [remark, setRemark] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  function reset() {
    setSource('local');
    setUploaded(null);
    setAddress('');
    setRemark('');
  }

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) {
      Message.error('请上传图片');
      return;
    }
    setUploading(true);
    try {
      setUploaded({ name: file.name, url: await uploadEditorImage(file, uploadUrl) });
    } catch (error) {
      Message.error(error instanceof Error && error.message ? error.message : `${file.name} 上传失败.`);
    } finally {
      setUploading(false);
    }
  }

  function confirm() {
    if (source === 'local') {
      if (!uploaded) return void Message.warning(IMAGE_NOT_CHOSEN);
      onInsert(uploaded.url, remark);
    } else {
      if (!isImageAddress(address)) return void Message.warning(IMAGE_ADDRESS_INVALID);
      onInsert(address.trim(), remark);
    }
    reset();
  }

  return (
    <Modal
      title="插入图片"
      visible={visible}
      onOk={confirm}
      onCancel={() => {
        reset();
        onCancel();
      }}
      okButtonProps={{ disabled: uploading }}
      unmountOnExit
      className="markdown-editor__image-modal"
    >
      <Radio.Group type="button" value={source} onChange={(next: Source) => setSource(next)}>
        <Radio value="local">本地上传</Radio>
        <Radio value="network">网络图片</Radio>
      </Radio.Group>
      <div className="markdown-editor__image-field">
        {source === 'local' ? (
          <>
            <Button loading={uploading} onClick={() => fileRef.current?.click()}>
              选择图片
            </Button>
            {uploaded && <span className="markdown-editor__image-name">{uploaded.name}</span>}
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                input.value = '';
                if (file) void upload(file);
              }}
            />
          </>
        ) : (
          <Input placeholder="图片地址 https://..." value={address} onChange={setAddress} allowClear />
        )}
      </div>
      <div className="markdown-editor__image-field">
        <Input placeholder="图片备注（可选）" value={remark} onChange={setRemark} maxLength={100} />
      </div>
    </Modal>
  );
}
