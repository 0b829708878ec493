import { useCallback, useState } from 'react';
import { useLoad } from '../shared/use-load';
import type { PopupRecord, PopupReportService } from './popup-api';
import { selfParams } from './popup-config';

/** Paging of the report table (docs/widgets-spec.md §9): 10 a page, 10/20/30. */
export const POPUP_PAGE_SIZE = 10;
export const POPUP_PAGE_SIZES = [10, 20, 30];

export type QueryValues = Record<string, string>;

interface Request {
  pageNo: number;
  pageSize: number;
  values: QueryValues;
  sort?: { column: string; order: 'asc' | 'desc' };
}

export interface PopupReportOptions {
  service: PopupReportService;
  code: string;
  /** Load only while the modal is open. */
  active: boolean;
  groupId?: string;
  param?: Record<string, unknown>;
}

const FIRST: Request = { pageNo: 1, pageSize: POPUP_PAGE_SIZE, values: {} };
const EMPTY = { records: [], total: 0 };

/** The request parameters of a query: self_* params, non-blank form values, paging and the sort. */
function paramsOf(request: Request, param: Record<string, unknown> | undefined): Record<string, unknown> {
  const values = Object.fromEntries(Object.entries(request.values).filter(([, value]) => value.trim() !== ''));
  return {
    ...selfParams(param),
    ...values,
    ...(request.sort ? { column: request.sort.column, order: request.sort.order } : {}),
    pageNo: request.pageNo,
    pageSize: request.pageSize,
  };
}

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/**
 * A report popup's state: columns and query fields (loaded when it opens), then one page of rows for
 * the current query. A page that arrives after a newer request started is dropped.
 *
 * @example const report = usePopupReport({ service, code: 'tenant_user', active: open });
 */
export function usePopupReport({ service, code, active, groupId, param }: PopupReportOptions) {
  const [request, setRequest] = useState<Request>(FIRST);
  const [page, setPage] = useState<{ records: PopupRecord[]; total: number }>(EMPTY);
  const [error, setError] = useState('');
  const paramKey = JSON.stringify(param ?? {});

  const head = useLoad(
    active ? [service, code, groupId] : null,
    async () => {
      // Opened (or another report): no rows, no message, the first page.
      setError('');
      setRequest(FIRST);
      setPage(EMPTY);
      const columns = await service.columns(code, groupId);
      return { columns, fields: await service.queryInfo(columns.configId, groupId) };
    },
    { onError: (failure) => setError(messageOf(failure, '加载失败')) },
  );
  const meta = head.loading || head.error ? undefined : head.data;

  const rows = useLoad(
    active && meta ? [meta, request, paramKey, service, groupId] : null,
    () => service.data(meta?.columns.configId ?? '', paramsOf(request, param), groupId),
    {
      onData: (answer) => {
        setPage({ records: answer.records, total: answer.total });
        setError('');
      },
      onError: (failure) => {
        setPage(EMPTY);
        setError(messageOf(failure, '查询失败'));
      },
    },
  );

  const search = useCallback((values: QueryValues) => setRequest((r) => ({ ...r, values, pageNo: 1 })), []);
  const turn = useCallback(
    (pageNo: number, pageSize: number) =>
      setRequest((r) => ({ ...r, pageNo: pageSize === r.pageSize ? pageNo : 1, pageSize })),
    [],
  );
  const sortBy = useCallback(
    (column: string | undefined, order: 'asc' | 'desc' | undefined) =>
      setRequest((r) => {
        const { sort: _old, ...rest } = r;
        return column && order ? { ...rest, sort: { column, order } } : rest;
      }),
    [],
  );

  return {
    columns: meta?.columns ?? null,
    fields: meta?.fields ?? [],
    request,
    ...page,
    loading: rows.loading || (active && !meta && !error),
    error,
    search,
    turn,
    sortBy,
  };
}
