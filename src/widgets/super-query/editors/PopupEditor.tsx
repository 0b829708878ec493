import { Button, Input } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useSuperQueryServices } from '../SuperQueryServices';
import { textOf, type ValueEditorProps } from './editor-props';

/**
 * A popup field's value: typed, or chosen through the host's report picker (`pickPopup`) when the
 * page provides one.
 */
export function PopupEditor({ field, value, onChange }: ValueEditorProps) {
  const { pickPopup } = useSuperQueryServices();
  const current = textOf(value);
  const pick = async () => {
    const chosen = await pickPopup?.(field, current);
    if (chosen !== null && chosen !== undefined) onChange(chosen);
  };
  return (
    <Input
      aria-label="查询值"
      placeholder={`请输入${field.text}`}
      value={current}
      onChange={(next) => onChange(next)}
      allowClear
      addAfter={
        pickPopup ? (
          <Button type="text" size="mini" icon={<IconSearch />} aria-label={`选择${field.text}`} onClick={pick} />
        ) : undefined
      }
    />
  );
}
