import type { ApiRow } from '../../data/repository';

/** Department trees and JeecgBoot-style org codes, as pure functions over rows already scoped. */

export interface DepartNode extends ApiRow {
  key: string;
  value: string;
  title: string;
  id: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

/**
 * A department row as a tree node: key = value = id, title = departName.
 *
 * @example departNode({ id: 'a', departName: '财务部' }, true) // { key: 'a', value: 'a', title: '财务部', isLeaf: true, ... }
 */
export function departNode(row: ApiRow, isLeaf: boolean): DepartNode {
  const id = String(row.id);
  return {
    ...row,
    key: id,
    value: id,
    title: String(row.departName ?? ''),
    id,
    parentId: (row.parentId as string | null) ?? null,
    isLeaf,
  };
}

/**
 * Parent id -> children, keeping the rows' order; a row whose parent is not among `rows` counts as a root ('').
 *
 * @example childrenIndex([{ id: 'a' }, { id: 'b', parentId: 'a' }]).get('a') // [{ id: 'b', parentId: 'a' }]
 */
export function childrenIndex(rows: ApiRow[]): Map<string, ApiRow[]> {
  const ids = new Set(rows.map((row) => String(row.id)));
  const index = new Map<string, ApiRow[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(String(row.parentId)) ? String(row.parentId) : '';
    const list = index.get(parent) ?? [];
    list.push(row);
    index.set(parent, list);
  }
  return index;
}

/**
 * The full tree of `rows` (every node has `children`, empty on leaves), from the given roots or
 * from the rows without a visible parent.
 *
 * @example buildTree([{ id: 'a', departName: '总部' }, { id: 'b', parentId: 'a', departName: '财务部' }])
 * // [{ key: 'a', title: '总部', isLeaf: false, children: [{ key: 'b', title: '财务部', isLeaf: true, children: [] }] }]
 */
export function buildTree(rows: ApiRow[], rootIds?: string[]): DepartNode[] {
  const index = childrenIndex(rows);
  const seen = new Set<string>();
  const grow = (row: ApiRow): DepartNode => {
    seen.add(String(row.id));
    const children = (index.get(String(row.id)) ?? []).filter((child) => !seen.has(String(child.id))).map(grow);
    return { ...departNode(row, children.length === 0), children };
  };
  const roots = rootIds
    ? rootIds.map((id) => rows.find((row) => String(row.id) === id)).filter((row): row is ApiRow => row !== undefined)
    : (index.get('') ?? []);
  // One after the other: a root inside an earlier root's subtree is already there.
  const out: DepartNode[] = [];
  for (const row of roots) if (!seen.has(String(row.id))) out.push(grow(row));
  return out;
}

/**
 * Ids of `id` and everything below it.
 *
 * @example subtreeIds([{ id: 'a' }, { id: 'b', parentId: 'a' }], 'a') // Set { 'a', 'b' }
 */
export function subtreeIds(rows: ApiRow[], id: string): Set<string> {
  const index = childrenIndex(rows);
  const out = new Set<string>();
  const walk = (current: string) => {
    if (out.has(current)) return;
    out.add(current);
    for (const child of index.get(current) ?? []) walk(String(child.id));
  };
  walk(id);
  return out;
}

/** 'A01' -> 0, 'A99' -> 98, 'B01' -> 99 ... 'Z99' -> 2573; null when not a segment. */
function segmentIndex(segment: string): number | null {
  const match = /^([A-Z])(\d{2})$/.exec(segment);
  if (!match || match[2] === '00') return null;
  return ((match[1] as string).charCodeAt(0) - 65) * 99 + Number(match[2]) - 1;
}

function segmentOf(index: number): string {
  const letter = String.fromCharCode(65 + Math.floor(index / 99));
  return `${letter}${String((index % 99) + 1).padStart(2, '0')}`;
}

const MAX_SEGMENT = 26 * 99 - 1;

/**
 * The next free org code below `parentCode` (JeecgBoot's YouBianCodeUtil: A01, A02 ... A99, B01 ...),
 * skipping every code already used in the tenant. Null when a level is full.
 *
 * @example nextOrgCode('A01', new Set(['A01', 'A01A01', 'A01A02'])) // 'A01A03'
 */
export function nextOrgCode(parentCode: string, used: Set<string>): string | null {
  let highest = -1;
  for (const code of used) {
    if (code.length !== parentCode.length + 3 || !code.startsWith(parentCode)) continue;
    const index = segmentIndex(code.slice(parentCode.length));
    if (index !== null && index > highest) highest = index;
  }
  for (let index = highest + 1; index <= MAX_SEGMENT; index++) {
    const code = parentCode + segmentOf(index);
    if (!used.has(code)) return code;
  }
  // The level's tail is taken: fill the first gap instead.
  for (let index = 0; index <= highest; index++) {
    const code = parentCode + segmentOf(index);
    if (!used.has(code)) return code;
  }
  return null;
}
