import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { queryOf } from '../crud';
import { text } from '../org/rules';
import { type AreaNode, areaIndex, ROOT_AREA, shallow, toDepth } from './area-data';

const trees = new Map<number, AreaNode[]>();

/** The tree cut at `depth` levels, computed once per depth. */
function treeTo(depth: number): AreaNode[] {
  let tree = trees.get(depth);
  if (!tree) {
    tree = areaIndex().tree.map((province) => toDepth(province, depth));
    trees.set(depth, tree);
  }
  return tree;
}

/** '33' and '3301' (the package's short codes) mean 330000 and 330100. */
function areaCode(raw: string): string {
  return /^\d{2}$|^\d{4}$/.test(raw) ? raw.padEnd(6, '0') : raw;
}

/**
 * `GET /silu/api/v1/baseAreas/getTree`: the province/city/district tree (GB/T 2260).
 * - no parameter: the full tree; `level=1|2` cuts it (provinces only, provinces and cities);
 * - `parentCode` (or `pid`, `code`): one level for lazy pickers, '0' giving the provinces.
 */
export function areaRoutes(api: FastifyInstance, _ctx: AppContext): void {
  api.get('/silu/api/v1/baseAreas/getTree', { config: { access: 'authenticated' } }, async (request, reply) => {
    const query = queryOf(request);
    reply.header('Cache-Control', 'private, max-age=86400');
    const parent = text(query.parentCode) || text(query.pid) || text(query.code);
    if (parent) {
      if (parent === ROOT_AREA) return ok(areaIndex().tree.map(shallow));
      const area = areaIndex().byCode.get(areaCode(parent));
      if (!area) throw new BizError('地区编码不存在');
      return ok((area.children ?? []).map(shallow));
    }
    const rawLevel = text(query.level);
    const level = rawLevel === '' ? 3 : Number(rawLevel);
    if (![1, 2, 3].includes(level)) throw new BizError('地区层级只能是1到3');
    return ok(treeTo(level));
  });
}
