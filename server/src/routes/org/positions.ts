import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ExcelOptions } from '../../data/excel';
import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';
import { type CrudOptions, registerCrud } from '../crud';
import { POSITION_ENTITY } from './entities';
import { checkUniqueInScope, requireText, takenInScope } from './roles';
import { text } from './rules';

/** Positions (职务) of the caller's tenant; the code is unique within the tenant. */
export function positionRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerCrud(api, ctx, positionCrud(ctx));
}

/** The CRUD and Excel options of positions (the import's checks read the codes of a whole file at once). */
export function positionCrud(ctx: AppContext): CrudOptions & { excel: ExcelOptions } {
  return {
    base: '/sys/position',
    entity: POSITION_ENTITY,
    access: {
      list: { menu: '/system/position' },
      add: { perm: 'position:add' },
      edit: { perm: 'position:edit' },
      delete: { perm: 'position:delete' },
    },
    excel: {
      title: '职务',
      columns: { code: '职务编码', name: '职务名称', postRank: '职级' },
      required: ['code', 'name'],
      access: { export: { perm: 'position:export' }, import: { perm: 'position:import' } },
      async prepareCheck(bodies, { scope }) {
        const codes = bodies.map((body) => text(body.code)).filter(Boolean);
        const taken = await takenInScope(ctx.db, POSITION_ENTITY, scope, 'code', codes);
        return (body) => {
          const code = checkPosition(body, true);
          if (code !== undefined && taken.has(code)) throw new BizError(CODE_TAKEN);
        };
      },
    },
    async check(body, { scope, id }) {
      const code = checkPosition(body, id === undefined);
      if (code !== undefined) {
        await checkUniqueInScope(ctx.db, POSITION_ENTITY, scope, 'code', code, id, CODE_TAKEN);
      }
    },
  };
}

const CODE_TAKEN = '职务编码已存在';

/** The checks of a position body that need no database; returns the trimmed code when the body sets one. */
function checkPosition(body: ApiRow, adding: boolean): string | undefined {
  // The spec names the rank `rank`; JeecgBoot's column is `postRank`.
  if (!Object.hasOwn(body, 'postRank') && Object.hasOwn(body, 'rank')) body.postRank = body.rank;
  requireText(body, 'name', '请输入职务名称', adding);
  return requireText(body, 'code', '请输入职务编码', adding);
}
