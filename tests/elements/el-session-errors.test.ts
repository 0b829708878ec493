// The kit's error contract against the reference server: a session end (HTTP 401, or 500 Token失效 of a revoked
// token) fires wk-error { session: true } on the element whose request it was, again after a new configure(),
// with one message however many elements fail together; a request without an answer (a real CORS refusal)
// fires wk-error { reason: 'network' } with the kit's message; configure({ token }) reloads mounted elements.
import '../../src/elements/entries/notice-bell';
import '../../src/elements/entries/user-picker';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import { NOTICE_PATHS } from '../../src/core/realtime';
import { configure } from '../../src/elements/kit/kit-config';
import { NETWORK_DOWN_MESSAGE } from '../../src/elements/kit/kit-notifier';
import { assert, assertEqual, waitFor } from './support/dom';
import { kitLogin, mountElement, settle, unmountElements } from './support/kit';
import { afterEach, before, describe, it } from './support/mocha';
import { apiLogin } from './support/reference-server-client';

type BellElement = HTMLElement & { refresh(): Promise<void> };
type ErrorDetail = { message: string; reason: string; session?: boolean; code?: number | string };

/** Every `wk-error` the element fires from now on. */
function errorsOf(element: Element): ErrorDetail[] {
  const seen: ErrorDetail[] = [];
  element.addEventListener('wk-error', (event) => seen.push((event as CustomEvent<ErrorDetail>).detail));
  return seen;
}

/** Texts of the messages (toasts) the element shows, or every element on the page. */
function messages(element?: Element): string[] {
  const hosts = element ? [element] : [...document.querySelectorAll('notice-bell, user-picker, wk-portal')];
  return hosts.flatMap(({ shadowRoot: root }) =>
    [...(root?.querySelectorAll('.arco-message') ?? [])].map((node) => node.textContent?.trim() ?? ''),
  );
}

/** How many requests to `path` the page has made (XHRs are resource timing entries). */
const calls = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith(path)).length;

/** Logs the token out on the server: its next use is answered 500 Token失效. */
async function revoke(token: string): Promise<void> {
  await fetch('/jeecg-boot/sys/logout', {
    method: 'POST',
    headers: { 'X-Access-Token': token, ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
  });
}

/** Touches the element as a user would (pointer down), without clicking anything in it. */
const touch = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));

describe('wk-error and sessions of the element kit', () => {
  before(() => {
    performance.setResourceTimingBufferSize(10_000);
  });
  afterEach(unmountElements);

  it('fires wk-error { session: true } on the element whose request failed, again after a new token', async () => {
    const first = await kitLogin('tenant1');
    const picker = await mountElement('user-picker');
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' });
    // The picker was touched last: an unattributed failure would be reported there.
    touch(picker);
    const bellErrors = errorsOf(bell);
    const pickerErrors = errorsOf(picker);

    await revoke(first.token);
    await bell.refresh().catch(() => undefined);
    // The server also closes the token's notice socket, whose reconnect reloads too: one event per failed call.
    await waitFor(() => bellErrors.length > 0, 'wk-error on the bell');
    assertEqual(bellErrors[0]?.session, true, 'detail.session');
    assertEqual(bellErrors[0]?.reason, 'session', 'detail.reason');
    assertEqual(bellErrors[0]?.message, '很抱歉，登录已过期，请重新登录', 'detail.message');
    assertEqual(bellErrors[0]?.code, 500, 'detail.code (Token失效)');
    await waitFor(() => messages(bell).includes('很抱歉，登录已过期，请重新登录'), 'the message in the bell');

    // A new session: the bell loads again with it; its end is reported again.
    const second = await apiLogin('tenant1');
    const loads = calls(NOTICE_PATHS.listByUser);
    configure({ token: second.token });
    await waitFor(() => calls(NOTICE_PATHS.listByUser) > loads, 'the bell reloading with the new token', 10_000);
    await settle();
    const ended = bellErrors.length;
    await revoke(second.token);
    touch(picker);
    await bell.refresh().catch(() => undefined);
    await waitFor(() => bellErrors.length > ended, 'a second wk-error on the bell');
    assert(
      bellErrors.every((detail) => detail.session && detail.reason === 'session'),
      `session ends only: ${JSON.stringify(bellErrors)}`,
    );
    await settle();
    assertEqual(pickerErrors.length, 0, 'the picker made no request: no wk-error');
  });

  it('reports two elements failing together to each, with one message on the page', async () => {
    await kitLogin('tenant1');
    const bells = [
      await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' }),
      await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' }),
    ];
    const errors = bells.map(errorsOf);
    // Not a token of the server's: HTTP 401 for both bells' reloads.
    configure({ token: 'not-a-token' });
    await waitFor(() => errors.every((seen) => seen.length === 1), 'a wk-error on each bell', 10_000);
    for (const seen of errors) {
      assertEqual(seen[0]?.session, true, 'detail.session');
      assertEqual(seen[0]?.code, 401, 'detail.code');
      assertEqual(seen[0]?.message, '未授权，请重新登录', 'detail.message');
    }
    await waitFor(() => messages().length > 0, 'the message');
    await settle();
    assertEqual(messages().join(' | '), '系统提示：未授权，请重新登录', 'one message on the page');
  });

  it('fires wk-error { reason: network } with the kit message when the API refuses this origin', async () => {
    await kitLogin('tenant1');
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' });
    const errors = errorsOf(bell);
    // The same server under another host name: a cross-origin API without CORS headers for this page.
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    configure({ apiBase: `${location.protocol}//${other}:${location.port}/cors-refused` });
    await waitFor(() => errors.length === 1, 'wk-error on the bell', 10_000);
    assertEqual(errors[0]?.reason, 'network', 'detail.reason');
    assertEqual(errors[0]?.message, NETWORK_DOWN_MESSAGE, 'detail.message');
    assert(!errors[0]?.session, 'not a session end');
    await waitFor(() => messages(bell).includes(NETWORK_DOWN_MESSAGE), 'the kit message in the bell');
    assert(NETWORK_DOWN_MESSAGE.includes('CORS_ORIGINS'), 'the message names CORS_ORIGINS');
  });

  it('makes mounted elements load again after configure({ token })', async () => {
    await kitLogin('tenant1');
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' });
    const picker = await mountElement('user-picker', { value: 'tenant1' });
    await waitFor(() => picker.shadowRoot?.textContent?.includes('陈国华'), 'the picked name', 10_000);
    const lists = calls(NOTICE_PATHS.listByUser);
    const names = calls('/sys/user/getMultiUser');
    const errors = errorsOf(bell);
    const { token } = await apiLogin('tenant1');
    configure({ token });
    await waitFor(() => calls(NOTICE_PATHS.listByUser) > lists, 'the bell fetching its lists again', 10_000);
    await waitFor(() => calls('/sys/user/getMultiUser') > names, 'the picker looking its names up again', 10_000);
    await waitFor(() => picker.shadowRoot?.textContent?.includes('陈国华'), 'the name again', 10_000);
    assertEqual(errors.length, 0, 'no error');
  });
});
