import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { type CategoryRowBase, ROOT_PID } from '../category-row';

export interface CategoryRow extends CategoryRowBase {
  has_child: string;
}

/**
 * A category node in the shape of docs/business-spec.md §3: key = value = id, title/label/name, code, pid (and
 * parentId), the leaf flag both as the spec's number (0 has children, 1 leaf) and as `isLeaf`.
 */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  label: string;
  name: string;
  code: string;
  pid: string;
  parentId: string;
  leaf: 0 | 1;
  isLeaf: boolean;
  children?: CategoryNode[];
}

export function toCategoryNode(row: CategoryRow): CategoryNode {
  const leaf = row.has_child !== '1';
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    label: row.name,
    name: row.name,
    code: row.code,
    pid: row.pid,
    parentId: row.pid,
    leaf: leaf ? 1 : 0,
    isLeaf: leaf,
  };
}

const COLUMNS = 'id, pid, name, code, has_child';

/**
 * Children of `pid` in code order, optionally narrowed by equality pairs on allowlisted columns.
 *
 * @example await categoryChildren(db, '0') // the roots
 */
export async function categoryChildren(
  db: Db,
  pid: string,
  condition: readonly [column: string, value: string][] = [],
): Promise<CategoryRow[]> {
  const where = ['pid = $1'];
  const params: unknown[] = [pid];
  for (const [column, value] of condition) {
    params.push(value);
    where.push(`${column}::text = $${params.length}`);
  }
  return db.query<CategoryRow>(
    `SELECT ${COLUMNS} FROM sys_category WHERE ${where.join(' AND ')} ORDER BY code, id LIMIT 5000`,
    params,
  );
}

/**
 * The id of the category with `code` ('0' for the root marker); a refusal when there is none.
 *
 * @example await categoryIdByCode(db, 'A01') // the id of 商品分类
 */
export async function categoryIdByCode(db: Db, code: string): Promise<string> {
  if (code === ROOT_PID) return ROOT_PID;
  const row = await db.one<{ id: string }>('SELECT id FROM sys_category WHERE code = $1', [code]);
  if (!row) throw new BizError('该编码不存在，请核实!');
  return row.id;
}

/**
 * The nodes under `pid` with every descendant nested (loadTreeRoot without async).
 *
 * @example (await categorySubtree(db, goodsId))[0].children // 手机, 笔记本电脑...
 */
export async function categorySubtree(db: Db, pid: string): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `WITH RECURSIVE sub AS (
       SELECT ${COLUMNS} FROM sys_category WHERE pid = $1
       UNION SELECT c.id, c.pid, c.name, c.code, c.has_child FROM sys_category c JOIN sub ON c.pid = sub.id)
     SELECT ${COLUMNS} FROM sub ORDER BY code, id LIMIT 20000`,
    [pid],
  );
  const nodes = new Map(rows.map((row) => [row.id, toCategoryNode(row)]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    const parent = nodes.get(row.pid);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else if (row.pid === pid) {
      roots.push(node);
    }
  }
  return roots;
}

/**
 * JeecgBoot's next code segment: 'A01' -> 'A02' ... 'A99' -> 'B01' ... 'Z99' is the last.
 *
 * @example nextSegment('A99') // 'B01'
 */
export function nextSegment(segment: string | undefined): string {
  if (!segment) return 'A01';
  const letter = segment.charCodeAt(0);
  const number = Number(segment.slice(1));
  if (number < 99) return `${segment[0]}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 90) throw new BizError('分类编码已用尽');
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * A code for a new child of `pid`: the parent's code plus the next free segment.
 *
 * @example await newCategoryCode(db, serviceId) // 'B01A06'
 */
export async function newCategoryCode(db: Db, pid: string): Promise<string> {
  const prefix =
    pid === ROOT_PID
      ? ''
      : ((await db.one<{ code: string }>('SELECT code FROM sys_category WHERE id = $1', [pid]))?.code ?? '');
  const siblings = await db.query<{ code: string }>('SELECT code FROM sys_category WHERE pid = $1', [pid]);
  const pattern = /^[A-Z][0-9]{2}$/;
  const segments = siblings
    .map((row) => row.code.slice(prefix.length))
    .filter((segment, i) => siblings[i]?.code.startsWith(prefix) && pattern.test(segment))
    .sort();
  for (let next = nextSegment(segments.at(-1)); ; next = nextSegment(next)) {
    const code = `${prefix}${next}`;
    if (!(await db.one('SELECT 1 AS hit FROM sys_category WHERE code = $1', [code]))) return code;
  }
}

/**
 * Sets has_child of `id` from whether it has children.
 *
 * @example await refreshHasChild(tx, parentId)
 */
export async function refreshHasChild(db: Db, id: string | null | undefined): Promise<void> {
  if (!id || id === ROOT_PID) return;
  await db.query(
    `UPDATE sys_category SET has_child = CASE WHEN EXISTS (SELECT 1 FROM sys_category c WHERE c.pid = $1)
       THEN '1' ELSE '0' END WHERE id = $1`,
    [id],
  );
}
