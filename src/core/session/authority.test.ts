import { describe, expect, it } from 'vitest';
import { Authority, isChannelPartner, isTenantAuthority, needsSigningCheck } from './authority';

describe('authority', () => {
  it('names the spec values 3 tenant, 4 shop, 5 agent, 6 agent with signing check', () => {
    expect(Authority).toEqual({ tenant: 3, shop: 4, agent: 5, signingAgent: 6 });
  });

  it('counts both 5 and 6 as channel partners (both readings of the notes)', () => {
    expect([3, 4, 5, 6, '5', '6', null, undefined].map(isChannelPartner)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('runs the signing check for authority 6 only', () => {
    expect([3, 4, 5, 6, '6', ''].map(needsSigningCheck)).toEqual([false, false, false, true, true, false]);
  });

  it('recognises the tenant administrator', () => {
    expect([3, '3', 4, undefined].map(isTenantAuthority)).toEqual([true, true, false, false]);
  });
});
