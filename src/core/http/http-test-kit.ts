import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A canned answer for the unit tests' fake adapter. */
export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Simulate a transport failure instead of a response (e.g. 'ECONNABORTED'). */
  networkError?: string;
}

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** Every request seen, with headers flattened to a plain object. */
  calls: {
    method: string;
    url: string;
    params: Record<string, unknown>;
    data: unknown;
    headers: Record<string, string>;
  }[];
}

/**
 * An axios adapter answering from a function, settling like the real one (2xx resolves, else rejects).
 * For unit tests of `src/core`, and of host code whose behaviour depends on the real request layer's
 * catalogue (what it showed); everything else runs against the reference server.
 */
export function fakeAdapter(
  answer: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>,
): FakeAdapter {
  const calls: FakeAdapter['calls'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([key, value]) => [key, String(value)]),
    );
    calls.push({
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: { ...(config.params ?? {}) },
      data: typeof config.data === 'string' ? safeJson(config.data) : config.data,
      headers,
    });
    const reply = await answer(config);
    if (reply.networkError) throw new AxiosError('network', reply.networkError, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: reply.headers ?? {},
      config,
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
  return { adapter, calls };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
