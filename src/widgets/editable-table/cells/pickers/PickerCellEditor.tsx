import { type ReactNode, Suspense } from 'react';
import { type CellComponentProps, placeholderOf } from '../cell-props';
import { CellText } from '../TextCells';
import { PickerField } from './PickerField';

export interface PickerCellEditorProps {
  cell: CellComponentProps;
  /** The labels of the value, comma-joined. */
  text: string;
  icon: ReactNode;
  /** Title of the open button (选择用户, 选择部门). */
  openLabel: string;
  /** Fetches the modal (the field showed). */
  onIntent: () => Promise<void>;
  onOpen: () => void;
  /** The modal, once it was opened. */
  modal: ReactNode;
}

/**
 * A picker cell: its labels as text, or while editing the read-only field that opens the modal (with
 * the modal, fetched on first use).
 *
 * @example <PickerCellEditor cell={props} text="管理员" icon={<IconUser />} openLabel="选择用户" onIntent={Modal.preload} onOpen={show} modal={modal} />
 */
export function PickerCellEditor({ cell, text, icon, openLabel, onIntent, onOpen, modal }: PickerCellEditorProps) {
  const { column, editing, disabled, autoFocus, onChange, onCommit, onCancel } = cell;
  if (!editing || disabled) return <CellText text={text} title={text} />;
  return (
    <>
      <PickerField
        text={text}
        placeholder={placeholderOf(column, '选择')}
        icon={icon}
        openLabel={openLabel}
        onIntent={onIntent}
        editing={editing}
        autoFocus={autoFocus}
        onOpen={onOpen}
        onClear={() => onChange('')}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <Suspense fallback={null}>{modal}</Suspense>
    </>
  );
}
