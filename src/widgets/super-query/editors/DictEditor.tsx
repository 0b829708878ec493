import { Select } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { SuperQueryOption } from '../../../core/query';
import { useLoad } from '../../shared/use-load';
import { usePopupContainer } from '../popup-container';
import { useSuperQueryServices } from '../SuperQueryServices';
import { choiceOf, labelContains, listOf, type ValueEditorProps } from './editor-props';

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
  const own = useMemo(() => fromOptions(field.options ?? []), [field.options]);
  const code = field.dictCode;
  const dict = useLoad(code ? [code, own, dictItems] : null, () =>
    dictItems(code ?? '').then((items) => [...own, ...items.map((item) => ({ value: item.value, label: item.text }))]),
  );
  const choices = code && !dict.loading && !dict.error ? (dict.data ?? own) : own;

  return (
    <Select
      aria-label="查询值"
      placeholder={`请选择${field.text}`}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? listOf(value).map(String) : (choiceOf(value)?.toString() ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange(next ?? (multiple ? [] : undefined))}
      options={choices}
      loading={dict.loading}
      allowClear
      showSearch
      filterOption={labelContains}
      getPopupContainer={getPopupContainer}
    />
  );
}
