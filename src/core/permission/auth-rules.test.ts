import { describe, expect, it } from 'vitest';
import { normalizeAllAuthEntries, normalizeAuthEntries, ruleState, splitCodes } from './auth-rules';

describe('auth rules', () => {
  it('splits comma lists and drops blanks', () => {
    expect(splitCodes(' a , b,,')).toEqual(['a', 'b']);
    expect(splitCodes(['a ', ''])).toEqual(['a']);
    expect(splitCodes(null)).toEqual([]);
  });

  it('normalises wire entries to strings and drops non-objects', () => {
    expect(normalizeAuthEntries([{ action: 'a', type: 1, describe: '新增' }, null, 'x'])).toEqual([
      { action: 'a', type: '1', describe: '新增' },
    ]);
    expect(normalizeAllAuthEntries([7, { action: 'b', type: 2, status: 0 }])).toEqual([
      { action: 'b', type: '2', status: '0' },
    ]);
    expect(normalizeAuthEntries(undefined)).toEqual([]);
  });

  it('reads an unknown status as an active rule, never as inactive', () => {
    expect(ruleState('a', [{ action: 'a', type: '1', status: '' }], 'show')).toBe('active');
    expect(ruleState('a', [{ action: 'a', type: '1', status: '0' }], 'show')).toBe('inactive');
    expect(ruleState('a', [{ action: 'a', type: '2', status: '0' }], 'show')).toBe('absent');
  });
});
