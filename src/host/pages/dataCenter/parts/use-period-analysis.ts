import { useState } from 'react';
import { type PeriodDays, periodParams } from '../../../shared/data/period';
import { type RemoteState, useRemote } from '../../../shared/data/use-remote';
import { fetchAnalysis, type PeriodRange } from '../analysis-api';

export interface PeriodAnalysis<T> extends RemoteState<T> {
  days: PeriodDays;
  setDays: (days: PeriodDays) => void;
}

/**
 * The period chosen on an analysis page (30 days at first) and the analysis of it, cached under the
 * endpoint and the dates asked for.
 *
 * @example const orders = usePeriodAnalysis<OrderAnalysisData>('/dataCenter/orderAnalysis');
 */
export function usePeriodAnalysis<T extends PeriodRange>(endpoint: string): PeriodAnalysis<T> {
  const [days, setDays] = useState<PeriodDays>(30);
  const params = periodParams(days);
  const remote = useRemote([endpoint, params], (signal) => fetchAnalysis<T>(endpoint, params, signal));
  return { ...remote, days, setDays };
}
