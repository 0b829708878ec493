// Only the AES part of crypto-js: this module runs on every page, the login page included.
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { local, StorageKeys, StorageTtl } from '../../../core/storage';

/** How often the public IP is looked up again (docs/business-spec.md §9). */
export const IP_LOOKUP_INTERVAL_MS = 10 * 60 * 1000;
const LOOKUP_TIMEOUT_MS = 10_000;

const IPV4 = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/;
const IPV6 = /^[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}$/i;
/** Fields lookup services name the address with (ipify `ip`, ip-api `query`, Sohu's cityjson `cip`). */
const IP_FIELDS = ['ip', 'query', 'cip', 'IPv4', 'ipv4', 'address'];

function fromJson(text: string): string | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const data = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
    for (const field of IP_FIELDS) {
      const value = data[field];
      if (typeof value === 'string' && (IPV4.test(value) || IPV6.test(value.trim()))) return value.trim();
    }
  } catch {
    // Not JSON after all: the plain-text reading below decides.
  }
  return undefined;
}

/**
 * The IP address in a lookup service's answer: JSON with a known field, a JSONP-style
 * `var returnCitySN = {...}`, or plain text. Undefined when none is found.
 *
 * @example parseIpAnswer('var returnCitySN = {"cip": "203.0.113.7", "cname": "广东省"};') // '203.0.113.7'
 */
export function parseIpAnswer(text: string): string | undefined {
  const json = fromJson(text);
  if (json) return json;
  const trimmed = text.trim();
  if (IPV6.test(trimmed)) return trimmed;
  return IPV4.exec(trimmed)?.[0];
}

/**
 * The IP as stored and sent in `a-sdfgh-ssjg`: AES (crypto-js passphrase mode, random salt) under `secret`.
 *
 * @example decryptIp(encryptIp('203.0.113.7', 's'), 's') // '203.0.113.7'
 */
export function encryptIp(ip: string, secret: string): string {
  return AES.encrypt(ip, secret).toString();
}

/** The reverse of `encryptIp` (an empty string when the text does not decrypt under `secret`). */
export function decryptIp(encrypted: string, secret: string): string {
  try {
    return AES.decrypt(encrypted, secret).toString(Utf8);
  } catch {
    return '';
  }
}

export interface IpLookupOptions {
  url: string;
  secret: string;
  fetch?: typeof fetch;
  intervalMs?: number;
}

/**
 * Asks the lookup URL once and stores the encrypted address under `StorageKeys.encryptedString`.
 * No session headers go to the external service; a failure keeps the address stored before.
 *
 * @example await lookupPublicIp({ url: 'https://api.ipify.org?format=json', secret }) // '203.0.113.7'
 */
export async function lookupPublicIp({
  url,
  secret,
  fetch: fetcher = fetch,
}: IpLookupOptions): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { credentials: 'omit', cache: 'no-store', signal: controller.signal });
    if (!response.ok) return undefined;
    const ip = parseIpAnswer(await response.text());
    if (ip) local.set(StorageKeys.encryptedString, encryptIp(ip, secret), StorageTtl.week);
    return ip;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Looks the public IP up now and every 10 minutes; returns the stop.
 *
 * @example const stop = startIpLookup({ url: config.ipLookupUrl, secret: config.signSecret });
 */
export function startIpLookup(options: IpLookupOptions): () => void {
  void lookupPublicIp(options);
  const timer = setInterval(() => void lookupPublicIp(options), options.intervalMs ?? IP_LOOKUP_INTERVAL_MS);
  return () => clearInterval(timer);
}
