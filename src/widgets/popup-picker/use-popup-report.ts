import { useCallback, useEffect, useRef, useState } from 'react';
import type { PopupRecord, PopupReportService, ReportColumns, ReportQueryField } from './popup-api';
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

/**
 * A report popup's state: columns and query fields (loaded when it opens), then one page of rows for
 * the current query. A page that arrives after a newer request started is dropped.
 *
 * @example const report = usePopupReport({ service, code: 'tenant_user', active: open });
 */
export function usePopupReport({ service, code, active, groupId, param }: PopupReportOptions) {
  const [meta, setMeta] = useState<{ columns: ReportColumns; fields: ReportQueryField[] } | null>(null);
  const [request, setRequest] = useState<Request>(FIRST);
  const [page, setPage] = useState<{ records: PopupRecord[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const latest = useRef(0);
  const paramKey = JSON.stringify(param ?? {});

  useEffect(() => {
    if (!active) return;
    let live = true;
    setMeta(null);
    setError('');
    setRequest(FIRST);
    setPage({ records: [], total: 0 });
    (async () => {
      const columns = await service.columns(code, groupId);
      const fields = await service.queryInfo(columns.configId, groupId);
      if (live) setMeta({ columns, fields });
    })().catch((failure: unknown) => {
      if (live) setError(failure instanceof Error && failure.message ? failure.message : '加载失败');
    });
    return () => {
      live = false;
    };
  }, [active, service, code, groupId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paramKey stands for param's content.
  useEffect(() => {
    if (!active || !meta) return;
    const run = ++latest.current;
    setLoading(true);
    service.data(meta.columns.configId, paramsOf(request, param), groupId).then(
      (answer) => {
        if (run !== latest.current) return;
        setPage({ records: answer.records, total: answer.total });
        setError('');
        setLoading(false);
      },
      (failure: unknown) => {
        if (run !== latest.current) return;
        setPage({ records: [], total: 0 });
        setError(failure instanceof Error && failure.message ? failure.message : '查询失败');
        setLoading(false);
      },
    );
  }, [active, meta, request, paramKey, service, groupId]);

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
    loading: loading || (active && !meta && !error),
    error,
    search,
    turn,
    sortBy,
  };
}
