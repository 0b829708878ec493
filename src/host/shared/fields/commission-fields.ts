import type { FormField, Row } from '../../list-page';

/** `commission_type` 1: a ratio of the price; otherwise a fixed amount. */
export const BY_RATIO = '1';

/** Whether a commission form is by ratio (the default before a choice). */
function byRatio(values: Row): boolean {
  return String(values.commissionType ?? BY_RATIO) === BY_RATIO;
}

/**
 * 佣金方式 (by ratio first), the given ratio fields (shown by ratio) and 佣金金额 (shown otherwise): the
 * form fields of the order and product commission pages.
 *
 * @example form: [...commissionFields([{ field: 'commissionRatio', label: '佣金比例（%）', type: 'number' }])]
 */
export function commissionFields(ratioFields: readonly FormField[]): FormField[] {
  return [
    {
      field: 'commissionType',
      label: '佣金方式',
      type: 'radio',
      dictCode: 'commission_type',
      required: true,
      defaultValue: BY_RATIO,
    },
    ...ratioFields.map((field) => ({ ...field, visible: byRatio })),
    {
      field: 'commissionAmount',
      label: '佣金金额',
      type: 'money',
      required: true,
      visible: (values) => !byRatio(values),
    },
  ];
}
