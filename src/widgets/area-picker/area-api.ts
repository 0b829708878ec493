import { getAction, unwrap } from '../../core/http';

/** One node of `/silu/api/v1/baseAreas/getTree` (six-digit GB/T 2260 codes). */
export interface AreaOption {
  code: string;
  name: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  isLeaf: boolean;
  children?: AreaOption[];
}

/** Where area levels come from; tests and hosts without the API pass their own. */
export type AreaLoader = (parentCode: string) => Promise<AreaOption[]>;

/** The parent code that asks for the provinces. */
export const ROOT_AREA_CODE = '0';

interface RawArea {
  code: string;
  name: string;
  level: number;
  isLeaf?: boolean;
  leaf?: number;
}

/**
 * One level of the area tree (lazy): provinces for '0', else the children of `parentCode`.
 *
 * @example const cities = await loadAreaLevel('330000'); // 杭州市, 宁波市, …
 */
export const loadAreaLevel: AreaLoader = async (parentCode) => {
  const rows = unwrap(await getAction<RawArea[]>('/silu/api/v1/baseAreas/getTree', { parentCode }));
  return (rows ?? []).map((row) => ({
    code: row.code,
    name: row.name,
    level: row.level,
    isLeaf: row.isLeaf ?? row.leaf === 1,
  }));
};

/**
 * Loads the levels along `codes` (provinces, then each chosen level's children) and nests them, so the
 * names of an initial value show before any click. Levels whose code is unknown stop the walk.
 *
 * @example const tree = await loadAreaPath(['330000', '330100', '330106'], loadAreaLevel);
 */
export async function loadAreaPath(codes: readonly string[], load: AreaLoader): Promise<AreaOption[]> {
  const parents = [ROOT_AREA_CODE, ...codes.slice(0, -1)];
  const levels = await Promise.all(parents.map((parent) => load(parent)));
  const roots = levels[0] ?? [];
  let siblings = roots;
  for (let i = 0; i < codes.length - 1; i++) {
    const chosen = siblings.find((option) => option.code === codes[i]);
    const next = levels[i + 1];
    if (!chosen || !next) break;
    chosen.children = next;
    siblings = next;
  }
  return roots;
}

/** Comma-separated or array value to a list of codes. */
export function areaCodes(value: string | readonly string[] | undefined | null): string[] {
  if (!value) return [];
  const list = typeof value === 'string' ? value.split(',') : [...value];
  return list.map((code) => code.trim()).filter(Boolean);
}
