import { describe, expect, it } from 'vitest';
import { allowedOriginFor, isSameOrigin, parseCorsOrigins, socketOriginAllowed } from './cors-allowlist';

const PARTNER = 'https://portal.partner.com';

describe('parseCorsOrigins', () => {
  it('normalises origins as browsers send them and drops blanks and repeats', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
    expect(
      parseCorsOrigins(' https://PORTAL.partner.com:443 ,,https://portal.partner.com, http://127.0.0.1:5174'),
    ).toEqual([PARTNER, 'http://127.0.0.1:5174']);
    expect(parseCorsOrigins('http://[::1]:5174')).toEqual(['http://[::1]:5174']);
  });

  it.each([
    'portal.partner.com',
    'https://portal.partner.com/',
    'https://portal.partner.com/app',
    'https://portal.partner.com?x=1',
    'https://portal.partner.com#top',
    'https://user@portal.partner.com',
    'file:///tmp/a.html',
    'javascript://portal.partner.com',
    'null',
    'https://',
  ])('refuses %j', (entry) => {
    expect(() => parseCorsOrigins(entry)).toThrow(`CORS_ORIGINS: "${entry}" is not an origin`);
  });

  it('takes * alone only', () => {
    expect(parseCorsOrigins(' * ')).toEqual(['*']);
    expect(() => parseCorsOrigins(`*,${PARTNER}`)).toThrow('* cannot be combined');
  });
});

describe('allowedOriginFor', () => {
  it('answers a listed origin with itself and never reflects another', () => {
    expect(allowedOriginFor([PARTNER], PARTNER)).toBe(PARTNER);
    expect(allowedOriginFor([PARTNER], 'https://evil.example')).toBe(false);
    expect(allowedOriginFor([PARTNER], 'https://portal.partner.com.evil.example')).toBe(false);
    expect(allowedOriginFor([PARTNER], 'http://portal.partner.com')).toBe(false);
    expect(allowedOriginFor([PARTNER], 'null')).toBe(false);
    expect(allowedOriginFor([PARTNER], undefined)).toBe(false);
    expect(allowedOriginFor([], PARTNER)).toBe(false);
  });

  it('answers * (not the origin) when the list admits any', () => {
    expect(allowedOriginFor(['*'], 'https://anyone.example')).toBe('*');
  });
});

describe('socket origins', () => {
  it('knows the server’s own origin by the Host header, default ports included', () => {
    expect(isSameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080')).toBe(true);
    expect(isSameOrigin('https://admin.example.com', 'admin.example.com')).toBe(true);
    expect(isSameOrigin('https://admin.example.com', 'admin.example.com:443')).toBe(true);
    expect(isSameOrigin('https://ADMIN.example.com', 'admin.example.com')).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:8081', '127.0.0.1:8080')).toBe(false);
    expect(isSameOrigin('https://evil.example', 'admin.example.com')).toBe(false);
    expect(isSameOrigin('null', 'admin.example.com')).toBe(false);
    expect(isSameOrigin('https://admin.example.com', undefined)).toBe(false);
  });

  it('lets non-browser clients, the own origin and listed origins in, and refuses the rest', () => {
    const host = 'admin.example.com';
    expect(socketOriginAllowed([], { host })).toBe(true);
    expect(socketOriginAllowed([], { host, origin: 'https://admin.example.com' })).toBe(true);
    expect(socketOriginAllowed([PARTNER], { host, origin: PARTNER })).toBe(true);
    expect(socketOriginAllowed([], { host, origin: PARTNER })).toBe(false);
    expect(socketOriginAllowed([PARTNER], { host, origin: 'https://evil.example' })).toBe(false);
    expect(socketOriginAllowed([PARTNER], { host, origin: 'null' })).toBe(false);
    expect(socketOriginAllowed(['*'], { host, origin: 'https://evil.example' })).toBe(true);
  });
});
