import { getAction, unwrap } from '../../../core/http';

/** The dates an analysis covers (the server's `begin`/`end` of the period asked for). */
export interface PeriodRange {
  begin: string;
  end: string;
}

/**
 * One data-center analysis (`/dataCenter/orderAnalysis`, `/dataCenter/userAnalysis`) of a period; a refusal
 * rejects with the server's message (shown by the request layer as well).
 *
 * @example const orders = await fetchAnalysis<OrderAnalysisData>('/dataCenter/orderAnalysis', periodParams(30));
 */
export async function fetchAnalysis<T extends PeriodRange>(
  endpoint: string,
  params: { beginDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<T> {
  return unwrap(await getAction<T>(endpoint, params, { signal }));
}
