import { getAction, normalizePage, type Page, unwrap } from '../../../core/http';
import type { Row } from '../../list-page';

export const REPORTS_URL = '/business/credit/reportList';

/** A page of credit reports, newest first (`/business/credit/reportList`). */
export async function loadReports(params: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Page<Row>> {
  return normalizePage<Row>(unwrap(await getAction<unknown>(REPORTS_URL, params, { signal })));
}
