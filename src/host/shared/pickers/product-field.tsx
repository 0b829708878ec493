import type { FormField, FormMode } from '../../list-page';
import { ProductSelect } from './ProductSelect';

/**
 * The required 商品 form field (`productId`) of a list page: a ProductSelect, of approved products only
 * with `approved`, in one form only with `only`.
 *
 * @example form: [productField({ only: 'add', approved: true }), …]
 */
export function productField({ only, approved }: { only?: FormMode; approved?: boolean } = {}): FormField {
  return {
    field: 'productId',
    label: '商品',
    type: 'custom',
    required: true,
    ...(only ? { only } : {}),
    render: ({ value, onChange }) => <ProductSelect value={value} onChange={onChange} approved={approved} />,
  };
}
