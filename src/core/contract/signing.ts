/** Names of the request headers both sides read (docs/business-spec.md §7, docs/contract.md "Headers"). */
export const Header = {
  token: 'X-Access-Token',
  tenantId: 'tenant-id',
  tenantIdAlias: 'X-Tenant-Id',
  appId: 'appids',
  timestamp: 'timestamps',
  sign: 'signs',
  loginIp: 'a-sdfgh-ssjg',
  /** A random id the import dialog sends with importExcel, to poll the import's progress by. */
  importId: 'X-Import-Id',
} as const;

/**
 * What `signs` is the lower-case hex SHA-256 of: the client hashes it with crypto-js, the server with
 * node:crypto, so the one rule lives here.
 *
 * @example signingInput('app', '1700000000000', 'secret') // 'app1700000000000secret'
 */
export function signingInput(appId: string, timestamp: string, secret: string): string {
  return appId + timestamp + secret;
}

/** The documented demo defaults (README, configuration table): the client build and the server agree on them. */
export const DEMO_APP_ID = 'rental-admin-demo';
export const DEMO_SIGN_SECRET = 'demo-sign-secret-not-for-production';
