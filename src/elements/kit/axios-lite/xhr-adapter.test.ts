// @vitest-environment jsdom
/**
 * The lite client's XMLHttpRequest transport against axios's own, over jsdom's XMLHttpRequest and a
 * loopback server: every scenario runs through both clients and must be seen the same by the server
 * (method, URL, headers, body) and by the caller (data, status, headers, error name/code/message).
 */
import { createServer } from 'node:net';
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosStatic } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, type SeenRequest, startEchoServer } from './echo-server-test-kit';
import lite from './index';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

/** The parts of a request the server saw that the two clients must agree on (boundaries made equal). */
function sentSummary({ method, url, headers, body }: SeenRequest) {
  const boundary = /boundary=(\S+)/.exec(String(headers['content-type'] ?? ''))?.[1];
  const unify = (text: string) => (boundary ? text.split(boundary).join('BOUNDARY') : text);
  const picked = ['accept', 'content-type', 'x-access-token', 'x-custom', 'x-tenant-id'].map((name) => [
    name,
    headers[name] === undefined ? undefined : unify(String(headers[name])),
  ]);
  return { method, url, headers: Object.fromEntries(picked), body: unify(body) };
}

async function readData(data: unknown) {
  return data instanceof Blob ? { blob: await data.text(), type: data.type } : data;
}

type Progress = { loaded: number; total?: number; upload?: boolean };

/** Sends `config` with a fresh instance of `client` and records what both ends saw. */
async function observe(client: AxiosStatic, config: (instance: AxiosInstance) => AxiosRequestConfig) {
  const instance = client.create({ baseURL: `${server.origin}/`, timeout: 5000 });
  const from = server.seen.length;
  const progress: Progress[] = [];
  const request = config(instance);
  if (request.onUploadProgress) request.onUploadProgress = (event) => progress.push(event as Progress);
  const outcome = await instance.request(request).then(
    async (response) => ({
      ok: true,
      status: response.status,
      data: await readData(response.data),
      contentType: response.headers['content-type'],
      echo: [response.headers['x-echo'], (response.headers as { get(name: string): unknown }).get('X-Echo')],
    }),
    async (error) => ({
      ok: false,
      name: error.name,
      code: error.code,
      message: error.message,
      isCancel: client.isCancel(error),
      isAxiosError: client.isAxiosError(error),
      status: error.response?.status,
      data: await readData(error.response?.data),
    }),
  );
  const last = progress.at(-1);
  return {
    ...outcome,
    sent: server.seen.slice(from).map(sentSummary),
    progress: last && { loaded: last.loaded, total: last.total, upload: last.upload },
  };
}

type Observation = Awaited<ReturnType<typeof observe>>;

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs `config` through both clients: the lite one must match axios; `check` pins what axios did. */
async function same(config: (instance: AxiosInstance) => AxiosRequestConfig, check: (seen: Observation) => void) {
  const [real, mine] = [await observe(axios, config), await observe(lite as unknown as AxiosStatic, config)];
  check(real);
  expect(mine).toEqual(real);
}

describe('lite XHR transport matches axios', () => {
  it('GET: base URL, query string, Accept, parsed JSON, response headers', async () => {
    await same(
      () => ({ url: '/echo', params: { q: 'a b:c,d', tags: ['x', 'y'], empty: null, when: new Date(0) } }),
      (seen) => {
        expect(seen.sent[0]).toMatchObject({
          method: 'GET',
          url: '/echo?q=a+b:c,d&tags%5B%5D=x&tags%5B%5D=y&when=1970-01-01T00:00:00.000Z',
          headers: { accept: 'application/json, text/plain, */*', 'content-type': undefined },
        });
        expect(seen).toMatchObject({
          ok: true,
          status: 200,
          data: { method: 'GET' },
          contentType: expect.stringContaining('application/json'),
          echo: ['yes', 'yes'],
        });
      },
    );
  });

  it('POST: an object goes as JSON, a string as a form, custom headers as set', async () => {
    await same(
      () => ({ url: '/echo', method: 'post', data: { name: '张三', n: 1 }, headers: { 'X-Custom': ' v ' } }),
      (seen) =>
        expect(seen.sent[0]).toMatchObject({
          body: '{"name":"张三","n":1}'.replace('张三', Buffer.from('张三').toString('latin1')),
          headers: { 'content-type': 'application/json', 'x-custom': 'v' },
        }),
    );
    await same(
      () => ({ url: '/echo', method: 'put', data: 'a=1&b=2' }),
      (seen) =>
        expect(seen.sent[0]).toMatchObject({
          body: 'a=1&b=2',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    );
  });

  it('FormData goes as multipart with the browser boundary, with upload progress', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob(['x'.repeat(64 * 1024)], { type: 'text/plain' }), 'big.txt');
      data.append('biz', 'temp');
      return data;
    };
    await same(
      () => ({ url: '/echo', method: 'post', data: form(), onUploadProgress: () => undefined }),
      (seen) => {
        expect(seen.sent[0]?.headers['content-type']).toBe('multipart/form-data; boundary=BOUNDARY');
        expect(seen.sent[0]?.body).toContain('name="biz"\r\n\r\ntemp');
        expect(seen.progress).toMatchObject({ upload: true });
        expect(seen.progress?.loaded).toBe(seen.progress?.total);
        expect(seen.progress?.total).toBeGreaterThan(64 * 1024);
      },
    );
  });

  it('a request transform may drop a header (the upload without token)', async () => {
    await same(
      (instance) => ({
        url: '/echo',
        method: 'post',
        data: { a: 1 },
        headers: { 'X-Access-Token': 'secret', 'X-Tenant-Id': '7' },
        transformRequest: [
          (data, headers) => {
            headers.delete('x-access-token');
            return data;
          },
          ...[instance.defaults.transformRequest ?? []].flat(),
        ],
      }),
      (seen) =>
        expect(seen.sent[0]?.headers).toMatchObject({
          'x-access-token': undefined,
          'x-tenant-id': '7',
          'content-type': 'application/json',
        }),
    );
  });

  it('responseType blob and text keep the body unparsed', async () => {
    await same(
      () => ({ url: '/echo', responseType: 'blob' }),
      (seen) => expect(seen.data).toMatchObject({ type: expect.stringContaining('application/json') }),
    );
    await same(
      () => ({ url: '/text', responseType: 'text' }),
      (seen) => expect(seen.data).toBe('{"not":"parsed"}'),
    );
    await same(
      () => ({ url: '/text' }),
      (seen) => expect(seen.data).toEqual({ not: 'parsed' }),
    );
  });

  it('HTTP errors: 4xx ERR_BAD_REQUEST, 5xx ERR_BAD_RESPONSE, with the parsed body; validateStatus decides', async () => {
    await same(
      () => ({ url: '/status/404' }),
      (seen) =>
        expect(seen).toMatchObject({
          ok: false,
          name: 'AxiosError',
          code: 'ERR_BAD_REQUEST',
          message: 'Request failed with status code 404',
          status: 404,
          data: { message: '失败' },
          isAxiosError: true,
          isCancel: false,
        }),
    );
    await same(
      () => ({ url: '/status/503' }),
      (seen) => expect(seen).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 503 }),
    );
    await same(
      () => ({ url: '/status/500', validateStatus: () => true }),
      (seen) => expect(seen).toMatchObject({ ok: true, status: 500 }),
    );
  });

  it('a timeout rejects with ECONNABORTED and axios message', async () => {
    await same(
      () => ({ url: '/slow', timeout: 80 }),
      (seen) => expect(seen).toMatchObject({ ok: false, code: 'ECONNABORTED', message: 'timeout of 80ms exceeded' }),
    );
  });

  it('aborting through the signal, before or during the request, is a cancel', async () => {
    await same(
      () => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 50);
        return { url: '/slow', signal: controller.signal };
      },
      (seen) =>
        expect(seen).toMatchObject({
          ok: false,
          name: 'CanceledError',
          code: 'ERR_CANCELED',
          message: 'canceled',
          isCancel: true,
        }),
    );
    await same(
      () => ({ url: '/echo', signal: AbortSignal.abort() }),
      (seen) => expect(seen).toMatchObject({ isCancel: true, sent: [] }),
    );
  });

  it('an unreachable server is ERR_NETWORK; an absolute URL ignores the base URL', async () => {
    const port = await closedPort();
    await same(
      () => ({ url: `http://127.0.0.1:${port}/x` }),
      (seen) => expect(seen).toMatchObject({ ok: false, code: 'ERR_NETWORK', message: 'Network Error' }),
    );
    await same(
      () => ({ baseURL: 'http://127.0.0.1:1/nowhere', url: `${server.origin}/echo?a=1`, params: { b: 2 } }),
      (seen) => expect(seen.sent[0]?.url).toBe('/echo?a=1&b=2'),
    );
  });
});
