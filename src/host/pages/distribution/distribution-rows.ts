/** One row of the distribution config (docs/business-spec.md §3: domestic, type, leavel, tenantId, id). */
export interface DistributionRow {
  id: string | null;
  tenantId: unknown;
  /** 1 single level, 2 tiers. */
  type: number;
  /** 1 to 3 (the spec's spelling). */
  leavel: number;
  domestic: number;
}

/** The four slots in order: single level, then tiers one to three. */
export const DISTRIBUTION_SLOTS = [
  [1, 1],
  [2, 1],
  [2, 2],
  [2, 3],
] as const;

export const TIER_SUM_MESSAGE = '多级分销比例合计不能超过100%';

/**
 * Exactly four rows in slot order from what the server sent (missing slots at 0).
 *
 * @example distributionRows([{ type: 2, leavel: 1, domestic: 8 }], 1001).length // 4
 */
export function distributionRows(saved: readonly Partial<DistributionRow>[], tenantId: unknown): DistributionRow[] {
  return DISTRIBUTION_SLOTS.map(([type, leavel]) => {
    const row = saved.find((item) => Number(item.type) === type && Number(item.leavel) === leavel);
    return {
      id: row?.id ?? null,
      tenantId: row?.tenantId ?? tenantId,
      type,
      leavel,
      domestic: Number(row?.domestic ?? 0),
    };
  });
}

/** The tiers' percentages together (two decimals exact). */
export function tierSum(rows: readonly DistributionRow[]): number {
  return rows.filter((row) => row.type === 2).reduce((sum, row) => sum + Math.round(row.domestic * 100), 0) / 100;
}
