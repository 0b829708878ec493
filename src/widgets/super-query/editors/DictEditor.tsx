import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { SuperQueryOption } from '../../../core/query';
import { usePopupContainer } from '../popup-container';
import { useSuperQueryServices } from '../SuperQueryServices';
import { choiceOf, listOf, type ValueEditorProps } from './editor-props';

interface Choice {
  value: string;
  label: string;
}

function fromOptions(options: readonly SuperQueryOption[]): Choice[] {
  return options.map((option) => ({
    value: String(option.value),
    label: option.text ?? option.title ?? option.label ?? String(option.value),
  }));
}

/** A dictionary select (`dictCode`) or a select over the field's own `options`; several for `in`. */
export function DictEditor({ field, value, onChange, multiple }: ValueEditorProps) {
  const { dictItems } = useSuperQueryServices();
  const getPopupContainer = usePopupContainer();
  const [choices, setChoices] = useState<Choice[]>(() => fromOptions(field.options ?? []));
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const own = fromOptions(field.options ?? []);
    setChoices(own);
    if (!field.dictCode) return;
    let live = true;
    setLoading(true);
    dictItems(field.dictCode)
      .then((items) => {
        if (live) setChoices([...own, ...items.map((item) => ({ value: item.value, label: item.text }))]);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [field.dictCode, field.options, dictItems]);

  return (
    <Select
      aria-label="查询值"
      placeholder={`请选择${field.text}`}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? listOf(value).map(String) : (choiceOf(value)?.toString() ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange(next ?? (multiple ? [] : undefined))}
      options={choices}
      loading={loading}
      allowClear
      showSearch
      filterOption={(input, option) =>
        String((option as { props?: { children?: unknown } }).props?.children ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      getPopupContainer={getPopupContainer}
    />
  );
}
