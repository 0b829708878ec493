import { describe, expect, it } from 'vitest';
import type { Scope } from '../../data/scope';
import { ownersVisibleTo, type RowOwners } from './row-owners';

const base = { userId: 'u1', username: 'someone' };
const tenant: Scope = { ...base, tenantId: 1001, shopId: null, channelId: null };
const shop: Scope = { ...base, tenantId: 1001, shopId: 's1', channelId: null };
const agent: Scope = { ...base, tenantId: 1001, shopId: null, channelId: 'c1' };
const otherTenant: Scope = { ...base, tenantId: 1002, shopId: null, channelId: null };

describe('ownersVisibleTo', () => {
  it('shows an order to its tenant, its shop and its channel only', () => {
    const order: RowOwners = { tenantId: 1001, shopId: 's1', channelId: 'c1' };
    expect(ownersVisibleTo(order, tenant)).toBe(true);
    expect(ownersVisibleTo(order, shop)).toBe(true);
    expect(ownersVisibleTo(order, agent)).toBe(true);
    expect(ownersVisibleTo(order, { ...shop, shopId: 's2' })).toBe(false);
    expect(ownersVisibleTo(order, { ...agent, channelId: 'c2' })).toBe(false);
    expect(ownersVisibleTo(order, otherTenant)).toBe(false);
  });

  it('hides a row without a shop or channel from users bound to one, as inScope does', () => {
    const direct: RowOwners = { tenantId: 1001, shopId: null, channelId: null };
    expect(ownersVisibleTo(direct, tenant)).toBe(true);
    expect(ownersVisibleTo(direct, shop)).toBe(false);
    expect(ownersVisibleTo(direct, agent)).toBe(false);
  });

  it('narrows by no column the table lacks', () => {
    const position: RowOwners = { tenantId: 1001 };
    expect(ownersVisibleTo(position, shop)).toBe(true);
    expect(ownersVisibleTo(position, agent)).toBe(true);
    expect(ownersVisibleTo(position, otherTenant)).toBe(false);
  });
});
