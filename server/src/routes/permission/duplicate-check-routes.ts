import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { scopeConditions, scopeOf } from '../../data/scope';
import { fail, ok } from '../../http/envelope';
import { queryOf } from '../crud';

/**
 * (table, field) pairs whose values are genuinely unique, and over what: 'global' where the unique
 * index spans every tenant, 'tenant' where uniqueness is per tenant (another tenant's values are
 * invisible, so a caller can neither collide with nor probe them). `alive`: a constant condition
 * the unique index carries.
 */
const UNIQUE_FIELDS: Record<string, Record<string, { over: 'global' | 'tenant'; alive?: string }>> = {
  sys_user: {
    username: { over: 'global' },
    phone: { over: 'global', alive: 'del_flag = 0' },
    email: { over: 'global', alive: 'del_flag = 0' },
    work_no: { over: 'tenant', alive: 'del_flag = 0' },
  },
  sys_role: { role_code: { over: 'tenant' } },
  sys_depart: { org_code: { over: 'tenant' } },
  sys_position: { code: { over: 'tenant' } },
  sys_dict: { dict_code: { over: 'global' } },
  sys_category: { code: { over: 'global' } },
  sys_check_rule: { rule_code: { over: 'global' } },
  sys_tenant: { name: { over: 'global' } },
};

export const VALUE_FREE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';
export const NOT_CHECKABLE = '该字段不支持重复校验';

const snake = (raw: string) => raw.trim().replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function param(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) return null;
  return value.trim();
}

/**
 * `GET /sys/duplicate/check?tableName&fieldName&fieldVal&dataId` for form uniqueness checks.
 *
 * @example registerDuplicateCheckRoutes(api, ctx) // GET /sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=staff
 */
export function registerDuplicateCheckRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/duplicate/check', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const tableName = param(query.tableName, 64);
    const fieldName = param(query.fieldName, 64);
    const fieldVal = param(query.fieldVal, 500);
    const dataId = param(query.dataId, 64);
    // Identifiers are the allowlist's own keys, found by comparison: nothing from the request reaches SQL.
    const table = Object.keys(UNIQUE_FIELDS).find((name) => name === tableName?.toLowerCase());
    const fields = table ? UNIQUE_FIELDS[table] : undefined;
    const column = fields && fieldName ? Object.keys(fields).find((name) => name === snake(fieldName)) : undefined;
    const rule = fields && column ? fields[column] : undefined;
    if (!table || !column || !rule || fieldVal === null || dataId === null) return fail(NOT_CHECKABLE);
    if (fieldVal === '') return ok(null, '数据为空,不作处理！');

    const params: unknown[] = [fieldVal];
    const where = [`${column} = $1`];
    if (rule.alive) where.push(rule.alive);
    if (dataId) {
      params.push(dataId);
      where.push(`id::text <> $${params.length}`);
    }
    if (rule.over === 'tenant') {
      const scoped = scopeConditions({ tenant: 'tenant_id' }, scopeOf(currentUser(request)), params.length + 1);
      where.push(...scoped.sql);
      params.push(...scoped.params);
    }
    const taken = await ctx.db.one(`SELECT 1 AS hit FROM ${table} WHERE ${where.join(' AND ')} LIMIT 1`, params);
    return taken ? fail(VALUE_TAKEN) : ok(VALUE_FREE, VALUE_FREE);
  });
}
