import type { PageOfRows, Row, SearchField } from '../../list-page';

/** The period of a statistics page: the server's beginDate / endDate (default: the last 30 days). */
export const STAT_DATE_SEARCH: readonly SearchField[] = [
  { field: 'beginDate', label: '开始日期', type: 'date' },
  { field: 'endDate', label: '结束日期', type: 'date' },
];

/**
 * A `toPage` for statistics answers `{records, total, summary}`: hands the summary to `onSummary`
 * and the rows to the list.
 *
 * @example toPage: pageWithSummary(setSummary)
 */
export function pageWithSummary<S>(onSummary: (summary: S | null) => void): (result: unknown) => PageOfRows {
  return (result) => {
    const page = (result ?? {}) as { records?: Row[]; total?: number; summary?: S };
    onSummary(page.summary ?? null);
    return { records: page.records ?? [], total: Number(page.total ?? 0) };
  };
}
