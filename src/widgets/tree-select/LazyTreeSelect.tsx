import { TreeSelect } from '@arco-design/web-react';
import { useState } from 'react';
import type { DictTreeNode } from '../../core/dict';
import { useLoad } from '../shared/use-load';
import { findTitle, type LazyTreeNode, toLazyNodes, withChildren } from './tree-model';

export interface LazyTreeSelectProps {
  /** Loads the top level; called again when `reloadKey` changes. */
  loadRoots: () => Promise<DictTreeNode[]>;
  /** Loads the children of one node when it is expanded. */
  loadChildren: (node: DictTreeNode) => Promise<DictTreeNode[]>;
  /** Labels of values not loaded yet (an initial value), in the order of `keys`. */
  loadLabels?: (keys: readonly string[]) => Promise<string[]>;
  /** Anything that, when changed, reloads the roots. */
  reloadKey?: string;
  /** One value, or values comma-joined when `multiple`. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Several values with check boxes (default false). */
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  getPopupContainer?: (node: HTMLElement) => Element;
}

function split(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((one) => one.trim())
    .filter((one) => one !== '');
}

/**
 * A tree select whose children load on expand; a node that has none becomes a leaf.
 *
 * @example <LazyTreeSelect loadRoots={roots} loadChildren={(n) => children(n.key)} value={v} onChange={setV} />
 */
export function LazyTreeSelect({
  loadRoots,
  loadChildren,
  loadLabels,
  reloadKey = '',
  value,
  onChange,
  multiple = false,
  placeholder = '请选择',
  disabled,
  getPopupContainer,
}: LazyTreeSelectProps) {
  const [tree, setTree] = useState<LazyTreeNode[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const keys = split(value);

  // The roots reload on reloadKey only, not on every new loader function; the tree empties meanwhile.
  useLoad(
    [reloadKey],
    () => {
      setTree([]);
      return loadRoots();
    },
    { onData: (nodes) => setTree(toLazyNodes(nodes)) },
  );

  const missing = keys.filter((key) => findTitle(tree, key) === undefined && labels[key] === undefined);
  const missingKey = missing.join(',');
  useLoad(
    loadLabels && missingKey ? [missingKey] : null,
    () => (loadLabels as NonNullable<typeof loadLabels>)(missing),
    {
      onData: (texts) =>
        setLabels((prev) => ({ ...prev, ...Object.fromEntries(missing.map((key, i) => [key, texts[i] ?? key])) })),
    },
  );

  const labelled = keys.map((key) => ({ value: key, label: findTitle(tree, key) ?? labels[key] ?? key }));

  const expand = async (node: LazyTreeNode) => {
    const children = toLazyNodes(await loadChildren(node.source));
    setTree((prev) => withChildren(prev, node.key, children));
  };

  return (
    <TreeSelect
      // Arco keeps the first label of a labelInValue value: remount once late labels arrive.
      key={Object.keys(labels).length}
      allowClear
      labelInValue
      disabled={disabled}
      placeholder={placeholder}
      treeData={tree}
      treeCheckable={multiple}
      treeCheckStrictly={multiple}
      multiple={multiple}
      value={multiple ? labelled : labelled[0]}
      getPopupContainer={getPopupContainer}
      loadMore={(_node, dataRef: LazyTreeNode) => expand(dataRef)}
      onChange={(next: { value: string } | { value: string }[] | undefined) => {
        const list = next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
        onChange?.(list.map((one) => String(one.value)).join(','));
      }}
    />
  );
}
