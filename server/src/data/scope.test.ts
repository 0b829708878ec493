import { describe, expect, it } from 'vitest';
import { Conditions } from './list-query';
import {
  CHANNEL_ROW,
  inScope,
  inScopeOrShared,
  narrowedToChannel,
  narrowedToShop,
  ownerColumns,
  type Scope,
  SHOP_AND_CHANNEL_OWNED,
  SHOP_OWNED,
  sameOwner,
  sharedOrOwn,
} from './scope';

const base = { userId: 'u1', username: 'someone' };
const tenant: Scope = { ...base, tenantId: 1001, shopId: null, channelId: null };
const shop: Scope = { ...base, tenantId: 1001, shopId: 'shop-1', channelId: null };
const agent: Scope = { ...base, tenantId: 1001, shopId: null, channelId: 'ch-1' };

describe('inScope', () => {
  it('numbers its placeholders after the parameters already collected', () => {
    const params: unknown[] = ['row-id'];
    expect(inScope(shop, SHOP_OWNED, params, 'd')).toBe('d.tenant_id = $2 AND d.shop_id = $3');
    expect(params).toEqual(['row-id', 1001, 'shop-1']);
  });

  it('narrows only on the owners the caller is bound to', () => {
    const params: unknown[] = [];
    expect(inScope(tenant, SHOP_AND_CHANNEL_OWNED, params)).toBe('tenant_id = $1');
    expect(inScope(agent, SHOP_AND_CHANNEL_OWNED, params)).toBe('tenant_id = $2 AND channel_id = $3');
    expect(params).toEqual([1001, 1001, 'ch-1']);
  });

  it('binds through a Conditions collector too', () => {
    const c = new Conditions(1);
    const zone = c.param('Asia/Shanghai');
    expect(inScope(agent, CHANNEL_ROW, c, 'ch')).toBe('ch.tenant_id = $2 AND ch.id = $3');
    expect([zone, c.params]).toEqual(['$1', ['Asia/Shanghai', 1001, 'ch-1']]);
  });

  it('is TRUE without parameters for a platform-wide table', () => {
    const params: unknown[] = [];
    expect(inScope(shop, {}, params)).toBe('TRUE');
    expect(params).toEqual([]);
  });
});

describe('shared rows', () => {
  it('inScopeOrShared: a shop user sees the shared rows and its own, the tenant everything', () => {
    expect(inScopeOrShared(shop, SHOP_OWNED, [])).toBe('tenant_id = $1 AND (shop_id IS NULL OR shop_id = $2)');
    expect(inScopeOrShared(tenant, SHOP_OWNED, [])).toBe('tenant_id = $1');
  });

  it('sharedOrOwn: a caller bound to no shop gets the shared rows only', () => {
    expect(sharedOrOwn(tenant, SHOP_OWNED, [])).toBe('tenant_id = $1 AND shop_id IS NULL');
    expect(sharedOrOwn(shop, SHOP_OWNED, [])).toBe('tenant_id = $1 AND (shop_id IS NULL OR shop_id = $2)');
  });

  it('sameOwner: exactly the caller’s owner slot', () => {
    expect(sameOwner(tenant, SHOP_OWNED, [])).toBe('tenant_id = $1 AND shop_id IS NULL');
    const params: unknown[] = [];
    expect(sameOwner(shop, SHOP_OWNED, params)).toBe('tenant_id = $1 AND shop_id = $2');
    expect(params).toEqual([1001, 'shop-1']);
  });
});

describe('narrowing to a chosen shop or channel', () => {
  it('narrows a tenant scope and keeps a shop user on its own shop', () => {
    expect(narrowedToShop(tenant, 'shop-2').shopId).toBe('shop-2');
    expect(narrowedToShop(shop, 'shop-1').shopId).toBe('shop-1');
    expect(narrowedToChannel(tenant, 'ch-2').channelId).toBe('ch-2');
  });

  it('never widens: another shop or channel than the caller’s matches nothing', () => {
    const params: unknown[] = [];
    expect(inScope(narrowedToShop(shop, 'shop-2'), SHOP_OWNED, params)).toBe('tenant_id = $1 AND shop_id = $2');
    expect(params[1]).not.toBe('shop-2');
    expect(params[1]).not.toBe('shop-1');
    const channel = narrowedToChannel(agent, 'ch-2').channelId;
    expect(channel).not.toBe('ch-2');
    expect(channel).not.toBeNull();
  });
});

describe('ownerColumns', () => {
  it('sets the tenant and the owners the caller is bound to', () => {
    expect(ownerColumns(SHOP_AND_CHANNEL_OWNED, shop)).toEqual({ tenant_id: 1001, shop_id: 'shop-1' });
    expect(ownerColumns(SHOP_AND_CHANNEL_OWNED, tenant)).toEqual({ tenant_id: 1001 });
  });
});
