import { describe, expect, it } from 'vitest';
import { agentIdOf, badgeColorOf, unreadCountOf } from './agent';

describe('chat unread badge', () => {
  it('counts the tenant, the shop or the user by authority', () => {
    expect(agentIdOf({ id: 'u1', username: 't', authority: 3, sysRole: { tenantId: 1001 } })).toBe('1001');
    expect(agentIdOf({ id: 'u2', username: 's', authority: '4', shopId: 's9' })).toBe('s9');
    expect(agentIdOf({ id: 'u3', username: 's', authority: 4, sysRole: { shopId: 's8' } })).toBe('s8');
    expect(agentIdOf({ id: 'u4', username: 'a', authority: 5 })).toBe('u4');
  });

  it('colours the badge blue, green or purple', () => {
    expect(badgeColorOf(3)).toBe('#1890FF');
    expect(badgeColorOf('4')).toBe('#52C41A');
    expect(badgeColorOf(5)).toBe('#722ED1');
    expect(badgeColorOf(undefined)).toBe('#722ED1');
  });

  it('reads a number or a { count } result', () => {
    expect(unreadCountOf(7)).toBe(7);
    expect(unreadCountOf({ count: '12' })).toBe(12);
    expect(unreadCountOf(null)).toBe(0);
  });
});
