import { describe, expect, it } from 'vitest';
import { applyRules, type CreditFigures, creditLevel, creditScore, type RiskRule } from './credit-score';

const clean: CreditFigures = {
  orderCount: 3,
  completedCount: 3,
  overdueCount: 0,
  currentOverdueCount: 0,
  rentingCount: 0,
  unpaidAmount: 0,
};

describe('credit score', () => {
  it('rewards completed orders up to a cap and punishes overdue history and debt', () => {
    expect(creditScore(clean)).toBe(695);
    expect(creditScore({ ...clean, completedCount: 50 })).toBe(770);
    expect(creditScore({ ...clean, overdueCount: 1 })).toBe(655);
    expect(creditScore({ ...clean, overdueCount: 1, currentOverdueCount: 1 })).toBe(575);
    expect(creditScore({ ...clean, unpaidAmount: 4999 })).toBe(675);
    expect(creditScore({ ...clean, unpaidAmount: 1_000_000 })).toBe(595);
  });

  it('stays within 350 and 950', () => {
    expect(creditScore({ ...clean, overdueCount: 20, currentOverdueCount: 20 })).toBe(350);
  });

  it('maps scores to the credit_level dictionary', () => {
    expect([750, 749, 650, 649, 550, 549].map(creditLevel)).toEqual(['A', 'B', 'B', 'C', 'C', 'D']);
  });
});

describe('risk rules', () => {
  const rules: RiskRule[] = [
    { ruleName: '低分拒绝', ruleType: 1, compareOp: 'lt', threshold: 550, hitAction: 1 },
    { ruleName: '逾期复核', ruleType: 2, compareOp: 'ge', threshold: 1, hitAction: 2 },
    { ruleName: '多笔在租', ruleType: 4, compareOp: 'gt', threshold: 2, hitAction: 2 },
  ];

  it('passes a clean customer', () => {
    expect(applyRules(rules, clean, 695)).toEqual({ hits: [], suggestion: 0 });
  });

  it('asks for manual review on a review rule and describes the hit', () => {
    const verdict = applyRules(rules, { ...clean, overdueCount: 1 }, 655);
    expect(verdict).toEqual({ hits: ['逾期复核：逾期次数 1 ≥ 1，人工复核'], suggestion: 2 });
  });

  it('lets a rejecting hit win whatever the order of the rules', () => {
    const figures = { ...clean, overdueCount: 3, rentingCount: 3 };
    const verdict = applyRules([...rules].reverse(), figures, 500);
    expect(verdict.suggestion).toBe(1);
    expect(verdict.hits).toHaveLength(3);
  });
});
