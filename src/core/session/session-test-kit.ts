/**
 * Unit-test helpers of the session folder: a fake server on the shared axios instance and a clean
 * session between cases. Not exported by the barrel.
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { httpClient, type Notifier, resetErrorPresenter, resetNotifier, setNotifier } from '../http';
import { type FakeAdapter, type FakeReply, fakeAdapter } from '../http/http-test-kit';
import { local, session } from '../storage';
import { reloadSessionFromStorage } from './session-store';

export type Routes = Record<string, FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply)>;

const originalAdapter = httpClient.defaults.adapter;

/**
 * Answers requests by `"<method> <url>"` (e.g. `'post /sys/login'`); anything else gets HTTP 404.
 *
 * @example const server = fakeServer({ 'post /sys/logout': { data: ok(null) } });
 */
export function fakeServer(routes: Routes): FakeAdapter {
  const fake = fakeAdapter((config) => {
    const route = routes[`${(config.method ?? 'get').toLowerCase()} ${config.url}`];
    if (!route) return { status: 404, data: { success: false, code: 404, message: 'not found', result: null } };
    return typeof route === 'function' ? route(config) : route;
  });
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

/** Our server's success envelope. */
export function ok<T>(result: T, message = '操作成功') {
  return { success: true, message, code: 200, result, timestamp: 0 };
}

/** A business refusal (HTTP 200, code 500 by default). */
export function refused(message: string, code: number | string = 500) {
  return { success: false, message, code, result: null, timestamp: 0 };
}

/** Records what the core shows the user. */
export function captureNotifier(): { warn: string[]; error: string[] } {
  const seen = { warn: [] as string[], error: [] as string[] };
  const notifier: Notifier = {
    warn: (message) => void seen.warn.push(message),
    error: (message) => void seen.error.push(message),
    success: () => undefined,
    reloginDialog: () => undefined,
  };
  setNotifier(notifier);
  return seen;
}

/** Empties storage and the store and puts the real adapter and notifier back. */
export function resetSessionTestState(): void {
  local.clear();
  session.clear();
  reloadSessionFromStorage();
  httpClient.defaults.adapter = originalAdapter;
  resetNotifier();
  resetErrorPresenter();
}
