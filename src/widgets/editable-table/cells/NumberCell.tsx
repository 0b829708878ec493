import { Input } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import { useEffect, useRef, useState } from 'react';
import { parseNumberOnBlur, sanitizeNumberInput } from '../../../core/validation';
import { arcoProps, type CellComponentProps, placeholderOf, valueText } from './cell-props';
import { valueDisplay } from './TextCells';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';

/**
 * `inputNumber`: typing keeps only an optional leading minus, digits and one point (docs/widgets-spec.md §5).
 * The row value is always `number | ''`: the parsed number of the text so far ('' for `-` or `.`),
 * so statistics follow the typing; on blur the text is normalised to that value.
 *
 * @example <NumberCell column={{ key: 'qty', title: '数量', type: 'inputNumber' }} value={3} editing ... />
 */
export function NumberCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) return valueDisplay(props.value, 'et-cell-number');
  return <NumberEditor {...props} />;
}

function NumberEditor({ column, value, editing, onChange, onCommit, onCancel, autoFocus }: CellComponentProps) {
  const ref = useRef<RefInputType>(null);
  useEditorFocus(ref, editing, autoFocus);
  const [draft, setDraft] = useState(() => valueText(value));
  // A value set from outside (paste, socket, cancel) replaces the draft unless it is what the draft means.
  useEffect(() => {
    setDraft((current) =>
      parseNumberOnBlur(current) === parseNumberOnBlur(valueText(value)) ? current : valueText(value),
    );
  }, [value]);
  const commit = () => {
    const parsed = parseNumberOnBlur(draft);
    setDraft(valueText(parsed));
    if (parsed !== value) onChange(parsed);
    onCommit();
  };
  return (
    <Input
      ref={ref}
      size="small"
      inputMode="decimal"
      placeholder={placeholderOf(column)}
      {...arcoProps(column.props)}
      value={draft}
      onChange={(text) => {
        const clean = sanitizeNumberInput(text);
        setDraft(clean);
        const parsed = parseNumberOnBlur(clean);
        if (parsed !== value) onChange(parsed);
      }}
      onBlur={commit}
      onKeyDown={(event) => editorKeyDown(event, commit, onCancel)}
    />
  );
}
