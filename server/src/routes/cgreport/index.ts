import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { BizError, NO_PERMISSION_MESSAGE, ok } from '../../http/envelope';
import { queryOf } from '../crud';
import { type DictItem, dictItems } from '../permission/dict-plain';
import { REPORT_MISSING, type ReportDef, type ReportItem, reportDef, reportHead } from './report-defs';
import { paramConditions, searchQuery } from './report-filters';
import { mayRead, type ReportQuery, reportQuery } from './report-queries';

const BASE = '/online/cgreport/api';
const SIGNED_IN = { config: { access: 'authenticated' as const } };

function pathParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The query-form widget of a search column (JeecgBoot's `view`). */
function viewOf(item: ReportItem): string {
  if (item.dictCode) return 'list';
  switch (item.fieldType) {
    case 'Date':
      return 'date';
    case 'Datetime':
      return 'datetime';
    case 'Integer':
    case 'Double':
      return 'number';
    default:
      return 'text';
  }
}

async function dictOptionsOf(ctx: AppContext, def: ReportDef): Promise<Record<string, DictItem[]>> {
  const codes = [...new Set(def.items.flatMap((item) => (item.dictCode ? [item.dictCode] : [])))];
  const out: Record<string, DictItem[]> = {};
  for (const code of codes) out[code] = await dictItems(ctx.db, code);
  return out;
}

/** A record as the report shows it: its columns only, plus `<field>_dictText` of dictionary columns. */
function reportRecord(def: ReportDef, options: Record<string, DictItem[]>, row: ApiRow): ApiRow {
  const out: ApiRow = {};
  for (const item of def.items) {
    const value = row[item.fieldName];
    out[item.fieldName] = value ?? null;
    if (!item.dictCode) continue;
    const values = value === null || value === undefined ? [] : String(value).split(',');
    const texts = values.map((v) => options[item.dictCode ?? '']?.find((option) => option.value === v)?.text ?? v);
    out[`${item.fieldName}_dictText`] = texts.join(',');
  }
  return out;
}

/**
 * JeecgBoot's online report API as the report popup reads it: a report's columns (by code), its search
 * fields and its rows (by config id). Rows come from the code's allowlisted query only, in the caller's
 * scope (tenant, shop, channel).
 */
export function cgreportRoutes(api: FastifyInstance, ctx: AppContext): void {
  /** The definition and query of a report, refused when the caller may not read it. */
  const load = async (
    request: FastifyRequest,
    by: 'code' | 'id',
    key: string,
  ): Promise<{ def: ReportDef; query: ReportQuery }> => {
    const head = await reportHead(ctx.db, by, key);
    const query = reportQuery(head.code);
    if (!query) throw new BizError(REPORT_MISSING);
    if (!(await mayRead(request, query))) throw new BizError(NO_PERMISSION_MESSAGE, 510);
    return { def: await reportDef(ctx.db, head, query.entity), query };
  };

  api.get(`${BASE}/getRpColumns/:code`, SIGNED_IN, async (request) => {
    const { def } = await load(request, 'code', pathParam(request, 'code'));
    const columns = def.items
      .filter((item) => item.isShow === 1)
      .map((item) => ({
        title: item.fieldTxt,
        dataIndex: item.fieldName,
        align: 'center',
        ...(item.fieldWidth ? { width: item.fieldWidth } : {}),
        ...(item.isOrder === 1 ? { sorter: true } : {}),
        ...(item.dictCode ? { customRender: item.dictCode } : {}),
      }));
    return ok({
      columns,
      cgRpConfigId: def.head.id,
      cgRpConfigName: def.head.name,
      dictOptions: await dictOptionsOf(ctx, def),
      fieldHrefSlots: [],
      isGroupTitle: false,
    });
  });

  api.get(`${BASE}/getQueryInfo/:id`, SIGNED_IN, async (request) => {
    const { def, query } = await load(request, 'id', pathParam(request, 'id'));
    const fields = def.items
      .filter((item) => item.isSearch === 1 && query.entity.fields[item.fieldName]?.filter)
      .map((item) => ({
        field: item.fieldName,
        label: item.fieldTxt,
        view: viewOf(item),
        mode: item.searchMode === 'group' ? 'group' : 'single',
        ...(item.dictCode ? { dictCode: item.dictCode } : {}),
      }));
    return ok(fields);
  });

  api.get(`${BASE}/getData/:id`, SIGNED_IN, async (request) => {
    const { def, query } = await load(request, 'id', pathParam(request, 'id'));
    const params = queryOf(request);
    const page = await repository(ctx.db, query.entity).list(
      query.scope(request),
      searchQuery(def, query.entity, params),
      paramConditions(def, query.entity, params),
    );
    const options = await dictOptionsOf(ctx, def);
    return ok({ ...page, records: page.records.map((row) => reportRecord(def, options, row)) });
  });
}
