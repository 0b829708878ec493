import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCrud } from '../crud';
import { POSITION_ENTITY } from './entities';
import { checkUniqueInScope, requireText } from './roles';

/** Positions (职务) of the caller's tenant; the code is unique within the tenant. */
export function positionRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerCrud(api, ctx, {
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
    },
    async check(body, { scope, id }) {
      const adding = id === undefined;
      // The spec names the rank `rank`; JeecgBoot's column is `postRank`.
      if (!Object.hasOwn(body, 'postRank') && Object.hasOwn(body, 'rank')) body.postRank = body.rank;
      requireText(body, 'name', '请输入职务名称', adding);
      const code = requireText(body, 'code', '请输入职务编码', adding);
      if (code !== undefined) {
        await checkUniqueInScope(ctx.db, POSITION_ENTITY, scope, 'code', code, id, '职务编码已存在');
      }
    },
  });
}
