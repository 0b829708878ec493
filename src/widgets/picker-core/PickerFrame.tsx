import { Button, Space, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';

export interface PickerFrameProps {
  /** Class of the frame (`wk-user-picker`). */
  className: string;
  /** Accessible name of the chosen tags (已选用户). */
  label: string;
  /** Shown when nothing is chosen. */
  placeholder: string;
  /** The chosen items in value order: key, tag text and the tag's hover title. */
  tags: readonly { key: string; text: string; title?: string }[];
  disabled: boolean;
  onRemove: (key: string) => void;
  /** Text of the button opening the modal (选择用户). */
  button: string;
  onOpen: () => void;
  /** Called when the button is pointed at or focused: fetch the modal's code ahead. */
  onPreload?: () => void;
  /** The modal. */
  children: ReactNode;
}

/**
 * What the user, department and role pickers draw: the chosen items as removable tags (or the placeholder),
 * then the button opening the picker's modal.
 *
 * @example <PickerFrame className="wk-role-picker" label="已选角色" placeholder="请选择角色" tags={tags} disabled={false} onRemove={remove} button="选择角色" onOpen={open}>{modal}</PickerFrame>
 */
export function PickerFrame({
  className,
  label,
  placeholder,
  tags,
  disabled,
  onRemove,
  button,
  onOpen,
  onPreload,
  children,
}: PickerFrameProps) {
  return (
    <div className={className} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Space wrap size={4} aria-label={label}>
        {tags.length === 0 ? <span style={{ color: 'var(--color-text-3)' }}>{placeholder}</span> : null}
        {tags.map(({ key, text, title }) => (
          <Tag key={key} closable={!disabled} onClose={() => onRemove(key)} title={title}>
            {text}
          </Tag>
        ))}
      </Space>
      <Button
        size="small"
        type="primary"
        disabled={disabled}
        onClick={onOpen}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        {button}
      </Button>
      {children}
    </div>
  );
}
