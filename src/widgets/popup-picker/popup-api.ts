import { getAction, normalizePage, unwrap } from '../../core/http';
import { groupRequest } from './group-cache';

export type PopupRecord = Record<string, unknown>;

/** A dictionary option of a report column. */
export interface ReportDictOption {
  value: string;
  text: string;
}

export interface ReportColumn {
  dataIndex: string;
  title: string;
  /** Dictionary code whose texts the cells show. */
  dictCode?: string;
  sorter?: boolean;
  width?: number;
}

/** getRpColumns: what the table shows and the config id the other calls take. */
export interface ReportColumns {
  configId: string;
  title: string;
  columns: ReportColumn[];
  dictOptions: Record<string, ReportDictOption[]>;
}

/** getQueryInfo: one field of the query form; `group` is a _begin/_end range. */
export interface ReportQueryField {
  field: string;
  label: string;
  view: string;
  mode: 'single' | 'group';
  dictCode?: string;
}

export interface ReportPage {
  records: PopupRecord[];
  total: number;
}

/** Where a popup gets its report; the default speaks `/online/cgreport/api`. */
export interface PopupReportService {
  columns(code: string, groupId?: string): Promise<ReportColumns>;
  queryInfo(configId: string, groupId?: string): Promise<ReportQueryField[]>;
  /** `params`: self_* parameters, query-form values, pageNo, pageSize, column, order. */
  data(configId: string, params: Record<string, unknown>, groupId?: string): Promise<ReportPage>;
}

const BASE = '/online/cgreport/api';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function toColumns(raw: unknown, code: string): ReportColumns {
  const result = (raw ?? {}) as Record<string, unknown>;
  const columns = (Array.isArray(result.columns) ? result.columns : []).map((column) => {
    const c = column as Record<string, unknown>;
    const dictCode = typeof c.customRender === 'string' && c.customRender ? c.customRender : undefined;
    return {
      dataIndex: text(c.dataIndex ?? c.key),
      title: text(c.title ?? c.dataIndex),
      ...(dictCode ? { dictCode } : {}),
      ...(c.sorter ? { sorter: true } : {}),
      ...(typeof c.width === 'number' ? { width: c.width } : {}),
    };
  });
  const options: Record<string, ReportDictOption[]> = {};
  const rawOptions = (result.dictOptions ?? {}) as Record<string, unknown>;
  for (const [dictCode, list] of Object.entries(rawOptions)) {
    if (!Array.isArray(list)) continue;
    options[dictCode] = list
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({ value: text(item.value), text: text(item.text ?? item.title ?? item.label) }));
  }
  return {
    configId: text(result.cgRpConfigId) || code,
    title: text(result.cgRpConfigName),
    columns,
    dictOptions: options,
  };
}

function toFields(raw: unknown): ReportQueryField[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !!item.field)
    .map((item) => ({
      field: text(item.field),
      label: text(item.label ?? item.field),
      view: text(item.view) || 'text',
      mode: item.mode === 'group' ? 'group' : 'single',
      ...(item.dictCode ? { dictCode: text(item.dictCode) } : {}),
    }));
}

/** Cache key of a call: only when the popup has a group id. */
const keyOf = (groupId: string | undefined, url: string, params?: object) =>
  groupId ? `${groupId}${url}${params ? JSON.stringify(params) : ''}` : undefined;

/**
 * JeecgBoot's online report API (docs/widgets-spec.md §7), answers cached 30 s per group id.
 *
 * @example const { configId } = await cgreportService.columns('tenant_user');
 */
export const cgreportService: PopupReportService = {
  columns(code, groupId) {
    const url = `${BASE}/getRpColumns/${encodeURIComponent(code)}`;
    return groupRequest(keyOf(groupId, url), async () => toColumns(unwrap(await getAction<unknown>(url)), code));
  },
  queryInfo(configId, groupId) {
    const url = `${BASE}/getQueryInfo/${encodeURIComponent(configId)}`;
    return groupRequest(keyOf(groupId, url), async () => toFields(unwrap(await getAction<unknown>(url))));
  },
  data(configId, params, groupId) {
    const url = `${BASE}/getData/${encodeURIComponent(configId)}`;
    return groupRequest(keyOf(groupId, url, params), async () => {
      const page = normalizePage<PopupRecord>(unwrap(await getAction<unknown>(url, params)));
      return { records: page.records, total: page.total };
    });
  },
};
