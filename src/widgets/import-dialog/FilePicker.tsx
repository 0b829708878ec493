import { Button } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import { IMPORT_ACCEPT } from './file-checks';

export interface FilePickerProps {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

const zoneStyle = (active: boolean, disabled: boolean) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: 8,
  padding: '16px 12px',
  border: `1px dashed ${active ? 'rgb(var(--primary-6))' : 'var(--color-neutral-3)'}`,
  borderRadius: 4,
  background: active ? 'var(--color-primary-light-1)' : 'var(--color-fill-1)',
  opacity: disabled ? 0.6 : 1,
  textAlign: 'center' as const,
});

/**
 * 选择文件 button and drop zone. Every file is handed on (the state machine refuses the non-Excel ones
 * with a reason: `accept` only filters what the browser's picker shows first).
 */
export function FilePicker({ disabled = false, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again fires change again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <section
      aria-label="选择要导入的文件"
      style={zoneStyle(dragging, disabled)}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        multiple
        hidden
        disabled={disabled}
        aria-label="Excel文件"
        onChange={onChange}
      />
      <Button type="outline" icon={<IconUpload />} disabled={disabled} onClick={() => input.current?.click()}>
        选择文件
      </Button>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
        也可将文件拖到此处；仅支持 .xls、.xlsx 格式，可选择多个文件
      </span>
    </section>
  );
}
