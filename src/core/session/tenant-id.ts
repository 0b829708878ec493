import type { LoginUserInfo, TenantId } from './types';

/**
 * The tenant a user works in: `sysRole.tenantId`, else JeecgBoot 3.x's `loginTenantId`.
 *
 * @example tenantIdOf({ id: '1', username: 'a', sysRole: { tenantId: 1000 } }) // 1000
 */
export function tenantIdOf(user: LoginUserInfo): TenantId | null {
  for (const candidate of [user.sysRole?.tenantId, user.loginTenantId]) {
    if (candidate !== undefined && candidate !== null && candidate !== '') return candidate;
  }
  return null;
}
