import { TreeSelect } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import type { DictTreeNode } from '../../../core/dict';
import { useLoad } from '../../shared/use-load';
import { usePopupContainer } from '../popup-container';
import { useSuperQueryServices } from '../SuperQueryServices';
import { choiceOf, listOf, type ValueEditorProps } from './editor-props';

interface TreeOption {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeOption[];
}

const asOption = (node: DictTreeNode): TreeOption => ({ key: node.key, title: node.title, isLeaf: node.leaf });

function attach(nodes: TreeOption[], parent: string, children: TreeOption[]): TreeOption[] {
  return nodes.map((node) => {
    if (node.key === parent) return { ...node, children, isLeaf: children.length === 0 };
    return node.children ? { ...node, children: attach(node.children, parent, children) } : node;
  });
}

/** `table,text,code` of a sel_tree field: `dictTable`/`dictText`/`dictCode`, or all three in `dictCode`. */
function treeSource(field: ValueEditorProps['field']): { tableName: string; text: string; code: string } {
  if (field.dictTable)
    return { tableName: field.dictTable, text: field.dictText ?? 'name', code: field.dictCode ?? 'id' };
  const [tableName = '', text = 'name', code = 'id'] = (field.dictCode ?? '').split(',').map((part) => part.trim());
  return { tableName, text, code };
}

/**
 * A lazily loaded tree select: a table tree (`sel_tree`, `/sys/dict/loadTreeData`) or the category
 * tree (`cat_tree`, `/sys/category/loadTreeData`). Children load on expand; a node without children
 * becomes a leaf.
 */
export function TreeEditor({ field, value, onChange, multiple }: ValueEditorProps) {
  const { treeLevel, categoryLevel } = useSuperQueryServices();
  const getPopupContainer = usePopupContainer();
  const [options, setOptions] = useState<TreeOption[]>([]);
  const category = field.type === 'cat_tree';
  const { tableName, text, code } = treeSource(field);
  const { pidField, hasChildField, pcode, condition } = field;

  const level = useCallback(
    (pid: string | undefined): Promise<DictTreeNode[]> =>
      category
        ? categoryLevel({ pid, pcode, condition })
        : treeLevel({ pid: pid ?? '', tableName, text, code, pidField, hasChildField, condition }),
    [category, categoryLevel, treeLevel, tableName, text, code, pidField, hasChildField, pcode, condition],
  );

  useLoad([level], () => level(undefined), { onData: (nodes) => setOptions(nodes.map(asOption)) });

  const loadMore = async (_node: unknown, dataRef: { key?: string }) => {
    const parent = String(dataRef?.key ?? '');
    try {
      const children = (await level(parent)).map(asOption);
      setOptions((current) => attach(current, parent, children));
    } catch {
      setOptions((current) => attach(current, parent, []));
    }
  };

  return (
    <TreeSelect
      aria-label="查询值"
      placeholder={`请选择${field.text}`}
      treeData={options}
      loadMore={loadMore}
      multiple={multiple}
      value={multiple ? listOf(value).map(String) : choiceOf(value)?.toString()}
      onChange={(next: string | string[] | undefined) => onChange(next ?? (multiple ? [] : undefined))}
      allowClear
      dropdownMenuStyle={{ maxHeight: 400 }}
      getPopupContainer={getPopupContainer}
    />
  );
}
