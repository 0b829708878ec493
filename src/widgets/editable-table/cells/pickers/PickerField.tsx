import { Input } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import { IconClose } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { editorKeyDown, useEditorFocus } from '../use-editor-focus';

export interface PickerFieldProps {
  text: string;
  placeholder: string;
  icon: ReactNode;
  /** Title of the open button. */
  openLabel: string;
  editing: boolean;
  autoFocus?: boolean;
  onOpen: () => void;
  onClear: () => void;
  onCommit: () => void;
  onCancel: () => void;
  /** Called once the field shows: the picker it opens is fetched now, not at the click. */
  onIntent?: () => Promise<void>;
}

/**
 * The editor of a picker cell: the chosen labels, read-only, with a button that opens the picker
 * (a click on the field opens it too) and a clear button.
 */
export function PickerField({
  text,
  placeholder,
  icon,
  openLabel,
  editing,
  autoFocus,
  onOpen,
  onClear,
  onCommit,
  onCancel,
  onIntent,
}: PickerFieldProps) {
  const ref = useRef<RefInputType>(null);
  useEditorFocus(ref, editing, autoFocus);
  useEffect(() => {
    onIntent?.().catch(() => undefined);
  }, [onIntent]);
  return (
    <Input
      ref={ref}
      size="small"
      readOnly
      title={text}
      placeholder={placeholder}
      value={text}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        } else editorKeyDown(event, onCommit, onCancel);
      }}
      suffix={
        <>
          {/* Arco hides its own clear icon on read-only inputs. */}
          {text ? (
            <button type="button" className="et-cell-picker-clear" aria-label="清除" onClick={onClear}>
              <IconClose />
            </button>
          ) : null}
          <button type="button" className="et-cell-picker-open" aria-label={openLabel} onClick={onOpen}>
            {icon}
          </button>
        </>
      }
    />
  );
}
