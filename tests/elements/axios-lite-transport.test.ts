/**
 * The element kit's axios-compatible client (src/elements/kit/axios-lite, aliased for `axios` in the kit
 * build) over Chromium's real XMLHttpRequest, against the reference server and side by side with axios:
 * a signed JSON login, a multipart upload with progress, an upload aborted mid-flight, a 404.
 */
import axios, { type AxiosInstance, type AxiosStatic } from 'axios';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import lite from '../../src/elements/kit/axios-lite';
import { assert, assertEqual } from './support/dom';
import { describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const CLIENTS: [string, AxiosStatic][] = [
  ['axios', axios],
  ['axios-lite', lite as unknown as AxiosStatic],
];

/** One instance per client, signing every request (and sending `token`) from a request interceptor. */
async function instances(token?: string): Promise<[string, AxiosInstance][]> {
  const { apiBase } = await referenceServer();
  return CLIENTS.map(([name, client]) => {
    const instance = client.create({ baseURL: apiBase, timeout: 30_000 });
    instance.interceptors.request.use((config) => {
      config.headers.set({
        ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET),
        ...(token ? { 'X-Access-Token': token } : {}),
      });
      return config;
    });
    return [name, instance];
  });
}

function bigForm(): FormData {
  const form = new FormData();
  form.append('file', new File(['报告 '.repeat(300_000)], 'notes.txt', { type: 'text/plain' }));
  form.append('biz', 'temp');
  form.append('isup', '1');
  return form;
}

/** Outcome of a call in comparable form. */
function settle(call: Promise<{ status: number; data: unknown }>, isCancel: (value: unknown) => boolean) {
  return call.then(
    ({ status, data }) => JSON.stringify({ status, success: (data as { success?: boolean }).success }),
    (error) => JSON.stringify({ name: error.name, code: error.code, message: error.message, cancel: isCancel(error) }),
  );
}

describe('axios-lite over the browser XMLHttpRequest', () => {
  it('sends a signed JSON login as axios does', async () => {
    const outcomes: string[] = [];
    for (const [, instance] of await instances()) {
      const response = await instance.post('/sys/login', { username: 'tenant1', password: 'Demo@2026' });
      const body = response.data as { success: boolean; result: { userInfo: { realname: string } } };
      outcomes.push(JSON.stringify([response.status, body.success, body.result.userInfo.realname]));
    }
    assertEqual(outcomes[0], JSON.stringify([200, true, '陈国华']), 'axios login');
    assertEqual(outcomes[1], outcomes[0], 'lite login');
  });

  it('uploads multipart with progress, and aborts mid-upload, as axios does', async () => {
    const { token } = await apiLogin('tenant1');
    const uploads: string[] = [];
    const aborts: string[] = [];
    for (const [name, instance] of await instances(token)) {
      const client = CLIENTS.find(([clientName]) => clientName === name)?.[1] as AxiosStatic;
      const progress: { loaded: number; total?: number }[] = [];
      const upload = instance.post('/sys/common/upload', bigForm(), {
        onUploadProgress: ({ loaded, total }) => progress.push({ loaded, total }),
      });
      uploads.push(await settle(upload, client.isCancel));
      const last = progress.at(-1);
      assert(last !== undefined && last.total !== undefined && last.total > 1_000_000, `${name}: progress seen`);
      assertEqual(last.loaded, last.total, `${name}: progress reaches the total`);

      const controller = new AbortController();
      const aborted = instance.post('/sys/common/upload', bigForm(), {
        signal: controller.signal,
        onUploadProgress: () => controller.abort(),
      });
      aborts.push(await settle(aborted, client.isCancel));
    }
    assertEqual(uploads[0], JSON.stringify({ status: 200, success: true }), 'axios upload');
    assertEqual(uploads[1], uploads[0], 'lite upload');
    assertEqual(
      aborts[0],
      JSON.stringify({ name: 'CanceledError', code: 'ERR_CANCELED', message: 'canceled', cancel: true }),
      'axios abort',
    );
    assertEqual(aborts[1], aborts[0], 'lite abort');
  });

  it('rejects a 404 with the code, status and message axios gives', async () => {
    const { token } = await apiLogin('tenant1');
    const outcomes: string[] = [];
    for (const [name, instance] of await instances(token)) {
      const client = CLIENTS.find(([clientName]) => clientName === name)?.[1] as AxiosStatic;
      const failed = await instance.get('/no/such/route', { params: { a: [1, 2] } }).then(
        () => 'resolved',
        (error) => JSON.stringify([error.code, error.response?.status, error.message, client.isAxiosError(error)]),
      );
      outcomes.push(failed);
    }
    assertEqual(
      outcomes[0],
      JSON.stringify(['ERR_BAD_REQUEST', 404, 'Request failed with status code 404', true]),
      'axios',
    );
    assertEqual(outcomes[1], outcomes[0], 'lite');
  });
});
