import { getAction, normalizePage, unwrap } from '../../../../core/http';

/** A report column of the popup picker. */
export interface PopupReportColumn {
  dataIndex: string;
  title: string;
}

export interface PopupReportQuery {
  pageNo: number;
  pageSize: number;
  /** Free-text search typed in the picker (sent as the report's query params by the source). */
  keyword?: string;
  /** `column.param` of the cell. */
  param?: Record<string, unknown>;
}

/**
 * Where the popup cell gets a report's columns and rows. Nothing is wired by default: pass one through
 * `CellServicesProvider` (or `column.props.popupSource`); `cgreportPopupSource` stands for
 * `/online/cgreport/api` (JeecgBoot's and the reference server's), served by widgets/popup-picker.
 */
export interface PopupReportSource {
  columns(code: string): Promise<PopupReportColumn[]>;
  data(code: string, query: PopupReportQuery): Promise<{ records: Record<string, unknown>[]; total: number }>;
}

/**
 * JeecgBoot's online report API (docs/widgets-spec.md §7): `getRpColumns/{code}` gives the columns and the
 * config id, `getData/{id}` the rows (`self_*` params, pageNo, pageSize).
 *
 * @example <CellServicesProvider popupReport={cgreportPopupSource}>…</CellServicesProvider>
 */
export const cgreportPopupSource: PopupReportSource = (() => {
  const ids = new Map<string, Promise<{ id: string; columns: PopupReportColumn[] }>>();
  const config = (code: string) => {
    let hit = ids.get(code);
    if (!hit) {
      hit = getAction<unknown>(`/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`).then((envelope) => {
        const result = (unwrap(envelope) ?? {}) as Record<string, unknown>;
        const raw = Array.isArray(result.columns) ? result.columns : [];
        const columns = raw.map((column) => {
          const c = column as Record<string, unknown>;
          return { dataIndex: String(c.dataIndex ?? c.key ?? ''), title: String(c.title ?? c.dataIndex ?? '') };
        });
        return { id: String(result.cgRpConfigId ?? code), columns };
      });
      hit.catch(() => ids.delete(code));
      ids.set(code, hit);
    }
    return hit;
  };
  return {
    columns: async (code) => (await config(code)).columns,
    async data(code, query) {
      const { id } = await config(code);
      const params: Record<string, unknown> = {
        ...(query.param ?? {}),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
      const envelope = await getAction<unknown>(`/online/cgreport/api/getData/${encodeURIComponent(id)}`, params);
      const page = normalizePage<Record<string, unknown>>(unwrap(envelope));
      return { records: page.records, total: page.total };
    },
  };
})();
