import { getAction, normalizePage, type Page, unwrap } from '../../../core/http';
import type { Row } from '../../list-page';

/** A page of credit reports, newest first (`/business/credit/reportList`). */
export async function loadReports(params: Record<string, unknown> = {}): Promise<Page<Row>> {
  return normalizePage<Row>(unwrap(await getAction<unknown>('/business/credit/reportList', params)));
}
