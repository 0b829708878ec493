/**
 * The credit assessment of a customer from their order history, and the tenant's risk rules
 * applied to it. Pure functions: the routes gather the figures and store the report.
 */

export interface CreditFigures {
  orderCount: number;
  completedCount: number;
  /** Orders that were ever overdue (still overdue, repaid late or waived). */
  overdueCount: number;
  /** Orders overdue right now. */
  currentOverdueCount: number;
  /** Rentals in progress (awaiting shipping to being returned). */
  rentingCount: number;
  unpaidAmount: number;
}

export type CompareOp = 'gt' | 'ge' | 'lt' | 'le';

export interface RiskRule {
  ruleName: string;
  /** 1 信用分, 2 逾期次数, 3 待还金额, 4 在租订单数. */
  ruleType: number;
  compareOp: CompareOp;
  threshold: number;
  /** 1 拒绝, 2 人工复核. */
  hitAction: number;
}

export const RULE_TYPE_TEXT: Readonly<Record<number, string>> = {
  1: '信用分',
  2: '逾期次数',
  3: '待还金额',
  4: '在租订单数',
};
export const COMPARE_TEXT: Readonly<Record<CompareOp, string>> = { gt: '>', ge: '≥', lt: '<', le: '≤' };
export const HIT_ACTION_TEXT: Readonly<Record<number, string>> = { 1: '拒绝', 2: '人工复核' };
/** Suggestion codes of a report: 0 通过, 1 拒绝, 2 人工复核. */
export const SUGGESTION_TEXT: Readonly<Record<number, string>> = { 0: '建议通过', 1: '建议拒绝', 2: '建议人工复核' };

const MIN_SCORE = 350;
const MAX_SCORE = 950;

/**
 * A score between 350 and 950: 650 to start, up to +120 for completed orders, -40 per order that
 * was ever overdue, another -80 per order overdue now, up to -100 for what is still owed.
 *
 * @example creditScore({ orderCount: 3, completedCount: 3, overdueCount: 0, currentOverdueCount: 0, rentingCount: 0, unpaidAmount: 0 }) // 695
 */
export function creditScore(figures: CreditFigures): number {
  const raw =
    650 +
    Math.min(figures.completedCount * 15, 120) -
    figures.overdueCount * 40 -
    figures.currentOverdueCount * 80 -
    Math.min(Math.floor(figures.unpaidAmount / 1000) * 5, 100);
  return Math.max(MIN_SCORE, Math.min(MAX_SCORE, raw));
}

/**
 * The credit_level dictionary value of a score.
 *
 * @example creditLevel(700) // 'B'
 */
export function creditLevel(score: number): 'A' | 'B' | 'C' | 'D' {
  if (score >= 750) return 'A';
  if (score >= 650) return 'B';
  if (score >= 550) return 'C';
  return 'D';
}

function figureOf(rule: RiskRule, figures: CreditFigures, score: number): number | null {
  switch (rule.ruleType) {
    case 1:
      return score;
    case 2:
      return figures.overdueCount;
    case 3:
      return figures.unpaidAmount;
    case 4:
      return figures.rentingCount;
    default:
      return null;
  }
}

function holds(value: number, op: CompareOp, threshold: number): boolean {
  if (op === 'gt') return value > threshold;
  if (op === 'ge') return value >= threshold;
  if (op === 'lt') return value < threshold;
  return value <= threshold;
}

export interface RuleVerdict {
  /** One line per rule hit, e.g. `逾期过多：逾期次数 2 ≥ 2，拒绝`. */
  hits: string[];
  /** 0 通过, 1 拒绝, 2 人工复核. */
  suggestion: number;
}

/**
 * The rules a customer's figures hit and the resulting suggestion (a rejecting hit wins over a
 * manual-review one).
 *
 * @example applyRules([{ ruleName: '低分', ruleType: 1, compareOp: 'lt', threshold: 550, hitAction: 1 }], figures, 500) // { hits: ['低分：信用分 500 < 550，拒绝'], suggestion: 1 }
 */
export function applyRules(rules: readonly RiskRule[], figures: CreditFigures, score: number): RuleVerdict {
  const hits: string[] = [];
  let suggestion = 0;
  for (const rule of rules) {
    const value = figureOf(rule, figures, score);
    if (value === null || !holds(value, rule.compareOp, rule.threshold)) continue;
    const action = HIT_ACTION_TEXT[rule.hitAction] ?? '人工复核';
    hits.push(
      `${rule.ruleName}：${RULE_TYPE_TEXT[rule.ruleType]} ${value} ${COMPARE_TEXT[rule.compareOp]} ${rule.threshold}，${action}`,
    );
    if (rule.hitAction === 1) suggestion = 1;
    else if (suggestion === 0) suggestion = 2;
  }
  return { hits, suggestion };
}
