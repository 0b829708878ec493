import { afterEach, describe, expect, it, vi } from 'vitest';
import { local, StorageKeys } from '../../../core/storage';
import { decryptIp, IP_LOOKUP_INTERVAL_MS, startIpLookup } from './ip-lookup';

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
  local.remove(StorageKeys.encryptedString);
});

describe('startIpLookup', () => {
  it('looks the IP up at once, then every 10 minutes until stopped', async () => {
    vi.useFakeTimers();
    const answers = ['203.0.113.7', '203.0.113.8', '203.0.113.9'];
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ip: answers[fetch.mock.calls.length - 1] })));
    const stop = startIpLookup({ url: 'https://ip.example.com', secret: 's3cret', fetch });
    expect(IP_LOOKUP_INTERVAL_MS).toBe(10 * MINUTE);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(decryptIp(local.get<string>(StorageKeys.encryptedString) ?? '', 's3cret')).toBe('203.0.113.7');

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(decryptIp(local.get<string>(StorageKeys.encryptedString) ?? '', 's3cret')).toBe('203.0.113.8');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
