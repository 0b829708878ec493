import { TreeSelect } from '@arco-design/web-react';
import type { FieldContext } from '../../../list-page';
import type { TreeOption } from '../permission-form';

/**
 * A form field's `render` that picks one node of `options` (上级菜单, 上级部门, 父级节点), searchable
 * by title; clearing stores ''.
 *
 * @example { field: 'parentId', type: 'custom', render: treePickerField(options, '请选择上级部门') }
 */
export function treePickerField(options: TreeOption[], placeholder: string) {
  return (context: FieldContext) => (
    <TreeSelect
      allowClear
      showSearch
      placeholder={placeholder}
      treeData={options}
      value={(context.value as string | undefined) || undefined}
      onChange={(value) => context.onChange(value ?? '')}
      disabled={context.disabled}
      filterTreeNode={(input, node) => String(node.props.title ?? '').includes(input)}
    />
  );
}
