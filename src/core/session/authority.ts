/**
 * User authority values of docs/business-spec.md §3 and §6. The notes name both 5 and 6 as the channel
 * partner; both readings stand, so both count as channel partners and only 6 adds the signing check.
 */
export const Authority = {
  tenant: 3,
  shop: 4,
  agent: 5,
  /** A channel partner whose contract signing is checked on every route change. */
  signingAgent: 6,
} as const;

export type AuthorityValue = (typeof Authority)[keyof typeof Authority];

/** Servers send the authority as a number or a numeric string; anything else reads as none. */
export function authorityOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * True for channel (distribution) partners: authority 5 or 6.
 *
 * @example isChannelPartner('6') // true
 */
export function isChannelPartner(authority: unknown): boolean {
  const value = authorityOf(authority);
  return value === Authority.agent || value === Authority.signingAgent;
}

/**
 * True when the signing check must run for this user (authority 6).
 *
 * @example needsSigningCheck(5) // false
 */
export function needsSigningCheck(authority: unknown): boolean {
  return authorityOf(authority) === Authority.signingAgent;
}

/**
 * True for a tenant administrator (authority 3), whose tenant model comes from the tenant itself.
 *
 * @example isTenantAuthority(3) // true
 */
export function isTenantAuthority(authority: unknown): boolean {
  return authorityOf(authority) === Authority.tenant;
}
