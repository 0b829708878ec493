import { TreeSelect } from '@arco-design/web-react';
import { useLoad } from '../../shared/use-load';
import { usePopupContainer } from '../popup-container';
import { useSuperQueryServices } from '../SuperQueryServices';
import type { QueryDepart } from '../super-query-api';
import { choiceOf, listOf, type ValueEditorProps } from './editor-props';

interface DepartOption {
  key: string;
  title: string;
  children?: DepartOption[];
}

function toOptions(nodes: readonly QueryDepart[], byOrgCode: boolean): DepartOption[] {
  return nodes.map((node) => ({
    key: byOrgCode ? node.orgCode || node.id : node.id,
    title: node.title,
    ...(node.children ? { children: toOptions(node.children, byOrgCode) } : {}),
  }));
}

/** A simple department tree select; the value is the department id (or `orgCode` by `customReturnField`). */
export function DepartEditor({ field, value, onChange, multiple }: ValueEditorProps) {
  const { departTree } = useSuperQueryServices();
  const getPopupContainer = usePopupContainer();
  const byOrgCode = field.customReturnField === 'orgCode';
  const { data: options } = useLoad(
    [departTree, byOrgCode],
    () => departTree().then((roots) => toOptions(roots, byOrgCode)),
    { initial: [] },
  );

  return (
    <TreeSelect
      aria-label="查询值"
      placeholder="请选择部门"
      treeData={options}
      multiple={multiple}
      value={multiple ? listOf(value).map(String) : choiceOf(value)?.toString()}
      onChange={(next: string | string[] | undefined) => onChange(next ?? (multiple ? [] : undefined))}
      allowClear
      showSearch
      filterTreeNode={(input: string, node: { props?: { title?: unknown } }) =>
        String(node.props?.title ?? '').includes(input)
      }
      dropdownMenuStyle={{ maxHeight: 400 }}
      getPopupContainer={getPopupContainer}
    />
  );
}
