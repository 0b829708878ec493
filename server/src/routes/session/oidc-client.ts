import { createHash, randomBytes } from 'node:crypto';
import type { OAuthConfig } from '../../config';

/** The parts of the provider's discovery document the login uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  token_endpoint_auth_methods_supported?: string[];
}

export interface ThirdPartyIdentity {
  sub: string;
  name: string | null;
  picture: string | null;
}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new Map<string, { at: number; metadata: ProviderMetadata }>();

export class OidcError extends Error {}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new OidcError(`${what}: HTTP ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object') throw new OidcError(`${what}: not an object`);
  return body as Record<string, unknown>;
}

/** `${issuer}/.well-known/openid-configuration`, cached 10 minutes. */
export async function discover(issuer: string): Promise<ProviderMetadata> {
  const cached = discovered.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.metadata;
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const doc = await json(await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }), 'discovery');
  const { authorization_endpoint, token_endpoint, userinfo_endpoint } = doc;
  if (!isHttpUrl(authorization_endpoint) || !isHttpUrl(token_endpoint) || !isHttpUrl(userinfo_endpoint)) {
    throw new OidcError('discovery: endpoints missing');
  }
  const metadata: ProviderMetadata = {
    issuer: typeof doc.issuer === 'string' ? doc.issuer : issuer,
    authorization_endpoint,
    token_endpoint,
    userinfo_endpoint,
    token_endpoint_auth_methods_supported: Array.isArray(doc.token_endpoint_auth_methods_supported)
      ? doc.token_endpoint_auth_methods_supported.filter((m): m is string => typeof m === 'string')
      : undefined,
  };
  discovered.set(issuer, { at: Date.now(), metadata });
  return metadata;
}

/** A PKCE pair (S256). @example const { verifier, challenge } = pkcePair(); */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The provider's authorize URL for the code flow with PKCE. */
export function authorizeUrl(
  metadata: ProviderMetadata,
  config: OAuthConfig,
  params: { state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('state', params.state);
  url.searchParams.set('nonce', params.nonce);
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Claims of a JWT, read without checking its signature (see `exchangeCode` for why that is enough). */
function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new OidcError('id_token malformed');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Exchanges the authorization code (confidential client, PKCE) and reads the user's identity from
 * the userinfo endpoint. The ID token came straight from the token endpoint over our own connection,
 * so (OIDC Core 3.1.3.7) its issuer, audience, expiry and nonce are checked without its signature,
 * and its `sub` must equal the userinfo `sub`.
 */
export async function exchangeCode(
  metadata: ProviderMetadata,
  config: OAuthConfig,
  code: string,
  pending: { codeVerifier: string; nonce: string },
): Promise<ThirdPartyIdentity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
    code_verifier: pending.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (!methods || methods.includes('client_secret_basic')) {
    const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${encode(config.clientId)}:${encode(config.clientSecret)}`).toString('base64')}`;
  } else {
    form.set('client_id', config.clientId);
    if (methods.includes('client_secret_post')) form.set('client_secret', config.clientSecret);
  }
  const tokens = await json(
    await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
    'token',
  );
  if (typeof tokens.access_token !== 'string') throw new OidcError('token: no access_token');

  const info = await json(
    await fetch(metadata.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
    'userinfo',
  );
  const sub = typeof info.sub === 'string' || typeof info.sub === 'number' ? String(info.sub) : '';
  if (!sub || sub.length > 200) throw new OidcError('userinfo: no sub');

  if (typeof tokens.id_token === 'string') {
    const claims = jwtClaims(tokens.id_token);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== metadata.issuer) throw new OidcError('id_token: issuer');
    if (!audience.includes(config.clientId)) throw new OidcError('id_token: audience');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new OidcError('id_token: expired');
    if (claims.nonce !== pending.nonce) throw new OidcError('id_token: nonce');
    if (String(claims.sub) !== sub) throw new OidcError('id_token: subject');
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    sub,
    name: text(info.name) ?? text(info.preferred_username) ?? text(info.nickname),
    picture: text(info.picture),
  };
}
