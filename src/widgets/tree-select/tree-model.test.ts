import { describe, expect, it } from 'vitest';
import { normalizeTreeNode } from '../../core/dict';
import { isValidCondition } from './tree-calls';
import { findTitle, toLazyNodes, withChildren } from './tree-model';

const tree = toLazyNodes([
  normalizeTreeNode({ key: 'a', title: 'A', leaf: false }),
  normalizeTreeNode({ key: 'b', title: 'B', isLeaf: true }),
]);

describe('tree model', () => {
  it('reads leaf flags from the server', () => {
    expect(tree.map((node) => node.isLeaf)).toEqual([false, true]);
  });

  it('puts loaded children under their parent and finds their titles', () => {
    const next = withChildren(tree, 'a', toLazyNodes([normalizeTreeNode({ key: 'a1', title: 'A1', leaf: true })]));
    expect(next[0]?.children?.map((node) => node.key)).toEqual(['a1']);
    expect(findTitle(next, 'a1')).toBe('A1');
    expect(findTitle(next, 'zz')).toBeUndefined();
  });

  it('turns a node without children into a leaf', () => {
    const next = withChildren(tree, 'a', []);
    expect(next[0]?.isLeaf).toBe(true);
    expect(next[0]?.children).toBeUndefined();
  });
});

describe('condition', () => {
  it('accepts nothing or a JSON object string, refuses the rest', () => {
    expect(isValidCondition(undefined)).toBe(true);
    expect(isValidCondition('')).toBe(true);
    expect(isValidCondition('{"status":"1"}')).toBe(true);
    expect(isValidCondition("{status:'1'}")).toBe(false);
    expect(isValidCondition('[1]')).toBe(false);
    expect(isValidCondition({ status: '1' })).toBe(false);
  });
});
