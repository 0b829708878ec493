import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { httpClient, type Notifier, resetNotifier, setNotifier } from '../http';
import { type FakeReply, fakeAdapter } from '../http/http-test-kit';

const originalAdapter = httpClient.defaults.adapter;

/** Answers every request with `answer` and returns the recorded calls (unit tests only). */
export function serve(answer: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>) {
  const fake = fakeAdapter(answer);
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

/** A success envelope. */
export function ok(result: unknown): FakeReply {
  return { data: { success: true, code: 200, message: '', result } };
}

/** A business refusal (HTTP 200, code 500). */
export function refused(message: string): FakeReply {
  return { data: { success: false, code: 500, message, result: null } };
}

/** Replaces the notifier with spies. */
export function spyNotifier() {
  const notifier = { warn: vi.fn(), error: vi.fn(), success: vi.fn(), reloginDialog: vi.fn() } satisfies Notifier;
  setNotifier(notifier);
  return notifier;
}

export function restoreHttp(): void {
  httpClient.defaults.adapter = originalAdapter;
  resetNotifier();
}
