import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../../src/core/config';
import { signHeaders } from '../../../src/core/http/signing';
import { DEMO_PASSWORD } from './login';

/** The reference server's API prefix (README: API_PREFIX). */
export const API_PREFIX = '/jeecg-boot';

export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  result: T;
}

/**
 * A signed-in API session for arranging and checking data the way the admin would send it:
 * signing headers (`appids`, `timestamps`, `signs`) and the user's `X-Access-Token`.
 *
 * @example const tenant1 = await ApiSession.login(request, 'tenant1'); await tenant1.get('/sys/home/getHomeInfo');
 */
export class ApiSession {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
    readonly userInfo: Record<string, unknown>,
  ) {}

  static async login(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
    const response = await request.post(`${API_PREFIX}/sys/login`, {
      headers: signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET),
      data: { username, password },
    });
    const body = (await response.json()) as Envelope<{ token: string; userInfo: Record<string, unknown> }>;
    expect(body.success, `login of ${username}: ${body.message}`).toBe(true);
    return new ApiSession(request, body.result.token, body.result.userInfo);
  }

  private headers(): Record<string, string> {
    return { ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET), 'X-Access-Token': this.token };
  }

  /** A call whose envelope must be a success; resolves with `result`. */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object): Promise<T> {
    const url = `${API_PREFIX}${path}`;
    const response =
      method === 'GET' || method === 'DELETE'
        ? await this.request.fetch(url, { method, headers: this.headers(), params: data as Record<string, string> })
        : await this.request.fetch(url, { method, headers: this.headers(), data: data ?? {} });
    const body = (await response.json()) as Envelope<T>;
    expect(body.success, `${method} ${path}: ${body.message}`).toBe(true);
    return body.result;
  }

  get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    return this.call<T>('GET', path, params);
  }

  post<T>(path: string, data?: object): Promise<T> {
    return this.call<T>('POST', path, data);
  }

  put<T>(path: string, data?: object): Promise<T> {
    return this.call<T>('PUT', path, data);
  }
}

export interface AnnouncementDraft {
  titile: string;
  msgContent: string;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: '1' | '2';
}

/**
 * Adds an announcement for the whole tenant and publishes it (pushing it over the websocket); resolves with its id.
 *
 * @example const id = await publishAnnouncement(tenant1, { titile: '停机通知', msgContent: '<p>今晚维护</p>' });
 */
export async function publishAnnouncement(session: ApiSession, draft: AnnouncementDraft): Promise<string> {
  const id = await session.post<string>('/sys/annountCement/add', {
    msgCategory: '1',
    priority: 'M',
    msgType: 'ALL',
    ...draft,
  });
  await session.get('/sys/annountCement/doReleaseData', { id });
  return id;
}
