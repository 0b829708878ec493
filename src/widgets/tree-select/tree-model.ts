import type { DictTreeNode } from '../../core/dict';

/** A node as the tree select draws it. */
export interface LazyTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: LazyTreeNode[];
  /** The node as the server sent it. */
  source: DictTreeNode;
}

/**
 * The drawn form of server nodes (their own children included).
 *
 * @example toLazyNodes([{ key: 'a', title: 'A', value: 'a', leaf: true, isLeaf: true }])[0].isLeaf // true
 */
export function toLazyNodes(nodes: readonly DictTreeNode[]): LazyTreeNode[] {
  return nodes.map((node) => ({
    key: node.value || node.key,
    title: node.title,
    isLeaf: node.leaf,
    source: node,
    ...(node.children ? { children: toLazyNodes(node.children) } : {}),
  }));
}

/**
 * The tree with `children` loaded under `parentKey`; a node that turns out to have no children
 * becomes a leaf (docs/widgets-spec.md §4), so it shows no expander any more.
 *
 * @example withChildren(tree, 'a', []) // node 'a' now isLeaf
 */
export function withChildren(
  tree: readonly LazyTreeNode[],
  parentKey: string,
  children: LazyTreeNode[],
): LazyTreeNode[] {
  return tree.map((node) => {
    if (node.key === parentKey) {
      return children.length === 0
        ? { ...node, isLeaf: true, children: undefined }
        : { ...node, isLeaf: false, children };
    }
    return node.children ? { ...node, children: withChildren(node.children, parentKey, children) } : node;
  });
}

/**
 * The title of `key` anywhere in the tree, if it is loaded.
 *
 * @example findTitle(tree, 'a') // 'A'
 */
export function findTitle(tree: readonly LazyTreeNode[], key: string): string | undefined {
  for (const node of tree) {
    if (node.key === key) return node.title;
    const found = node.children ? findTitle(node.children, key) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
