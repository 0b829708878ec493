import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { invalidateDictTexts } from '../../data/dict-text';
import { type EntityDef, f } from '../../data/entity';
import type { ApiRow } from '../../data/repository';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { registerCrud } from '../crud';
import { DICT_PAGE } from './access-codes';

/** Dictionaries are platform-wide: pages of every tenant share the same codes. */
const DICT_ENTITY: EntityDef = {
  table: 'sys_dict',
  scope: {},
  softDelete: { column: 'del_flag', deleted: 1, alive: 0 },
  fields: {
    id: f.string('id', { write: false }),
    dictName: f.string('dict_name'),
    dictCode: f.string('dict_code'),
    description: f.string('description'),
    type: f.int('type'),
    ...f.audit(),
  },
};

const DICT_ITEM_ENTITY: EntityDef = {
  table: 'sys_dict_item',
  scope: {},
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    dictId: f.string('dict_id'),
    itemText: f.string('item_text'),
    itemValue: f.string('item_value'),
    itemColor: f.string('item_color'),
    description: f.string('description'),
    sortOrder: f.int('sort_order'),
    status: f.int('status', { dict: 'valid_status' }),
    ...f.audit(),
  },
};

export const DICT_CODE_TAKEN = '该值不可用，系统中已存在！';
/** Letters, digits, '_' and '-': a comma would turn a code into the table form. */
const DICT_CODE_RULE = /^[A-Za-z0-9_-]{1,100}$/;
const COLOR_RULE = /^(#[0-9A-Fa-f]{3,8}|[a-z]{3,20})$/;

function textOf(body: ApiRow, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

async function checkDict(db: Db, body: ApiRow, id?: string): Promise<void> {
  if (!id || Object.hasOwn(body, 'dictName')) {
    if (!textOf(body, 'dictName')) throw new BizError('字典名称不能为空');
  }
  if (!id || Object.hasOwn(body, 'dictCode')) {
    const code = textOf(body, 'dictCode');
    if (!DICT_CODE_RULE.test(code)) throw new BizError('字典编码只能由字母、数字、下划线和中划线组成');
    // dict_code is unique over every row, deleted ones included.
    const taken = await db.one('SELECT 1 AS hit FROM sys_dict WHERE dict_code = $1 AND id <> $2', [code, id ?? '']);
    if (taken) throw new BizError(DICT_CODE_TAKEN);
    body.dictCode = code;
  }
}

async function checkDictItem(db: Db, body: ApiRow, id?: string): Promise<void> {
  if (id) {
    // An item stays in its dictionary.
    delete body.dictId;
  } else {
    const dict = await db.one('SELECT 1 AS hit FROM sys_dict WHERE id = $1 AND del_flag = 0', [textOf(body, 'dictId')]);
    if (!dict) throw new BizError('未找到对应的字典');
  }
  if (!id || Object.hasOwn(body, 'itemText')) {
    if (!textOf(body, 'itemText')) throw new BizError('字典项文本不能为空');
  }
  if (!id || Object.hasOwn(body, 'itemValue')) {
    const value = textOf(body, 'itemValue');
    if (!value) throw new BizError('字典项值不能为空');
    const dictId = id
      ? (await db.one<{ dict_id: string }>('SELECT dict_id FROM sys_dict_item WHERE id = $1', [id]))?.dict_id
      : textOf(body, 'dictId');
    const taken = await db.one(
      'SELECT 1 AS hit FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2 AND id <> $3',
      [dictId ?? '', value, id ?? ''],
    );
    if (taken) throw new BizError('字典项值已存在');
  }
  const color = textOf(body, 'itemColor');
  if (color && !COLOR_RULE.test(color)) throw new BizError('颜色格式不正确');
  if (!id && body.status === undefined) body.status = 1;
}

/**
 * Dictionary and item administration: read with the dictionary page, written by the platform.
 *
 * @example registerDictAdminRoutes(api, ctx) // POST /sys/dict/add, GET /sys/dictItem/list?dictId=...
 */
export function registerDictAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerCrud(api, ctx, {
    base: '/sys/dict',
    entity: DICT_ENTITY,
    access: { list: DICT_PAGE, add: 'platform', edit: 'platform', delete: 'platform' },
    check: (body, { id }) => checkDict(ctx.db, body, id),
    afterWrite: invalidateDictTexts,
  });
  registerCrud(api, ctx, {
    base: '/sys/dictItem',
    entity: DICT_ITEM_ENTITY,
    access: { list: DICT_PAGE, add: 'platform', edit: 'platform', delete: 'platform' },
    check: (body, { id }) => checkDictItem(ctx.db, body, id),
    afterWrite: invalidateDictTexts,
  });
}
