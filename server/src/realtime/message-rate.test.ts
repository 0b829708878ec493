import { describe, expect, it } from 'vitest';
import { messageBudget } from './message-rate';

describe('messageBudget', () => {
  it('allows a burst, then the sustained rate, and stays closed once exceeded', () => {
    let clock = 0;
    const budget = messageBudget({ burst: 3, perSecond: 2 }, () => clock);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, true]);
    clock += 500;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    clock += 10_000;
    expect(budget.take()).toBe(false);
  });

  it('never trips for a client at a steady rate below the limit', () => {
    let clock = 0;
    const budget = messageBudget({ burst: 20, perSecond: 10 }, () => clock);
    for (let i = 0; i < 10_000; i++) {
      expect(budget.take()).toBe(true);
      clock += 120;
    }
  });
});
