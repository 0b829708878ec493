import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, httpClient } from '../http';
import { type FakeReply, fakeAdapter } from '../http/http-test-kit';
import { NOTICE_PATHS, normalizeNoticeLists, noticeApi } from './notice-api';

const originalAdapter = httpClient.defaults.adapter;

function serve(reply: FakeReply) {
  const fake = fakeAdapter(() => reply);
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

const ok = (result: unknown): FakeReply => ({ data: { success: true, code: 200, message: '', result } });

afterEach(() => {
  httpClient.defaults.adapter = originalAdapter;
});

describe('noticeApi', () => {
  it('listByUser GETs the lists and fills missing parts', async () => {
    const item = { id: 'a1', titile: '停机通知', priority: 'H' };
    const fake = serve(ok({ anntMsgList: [item], anntMsgTotal: 12 }));
    await expect(noticeApi.listByUser()).resolves.toEqual({
      anntMsgList: [item],
      anntMsgTotal: 12,
      sysMsgList: [],
      sysMsgTotal: 0,
    });
    expect(fake.calls[0]?.method).toBe('get');
    expect(fake.calls[0]?.url).toBe(NOTICE_PATHS.listByUser);
  });

  it('markRead PUTs {anntId} and rejects with the server message on failure', async () => {
    const fake = serve(ok(null));
    await noticeApi.markRead('a1');
    expect(fake.calls[0]).toMatchObject({ method: 'put', url: NOTICE_PATHS.markRead, data: { anntId: 'a1' } });
    serve({ data: { success: false, code: 500, message: '未找到对应数据', result: null } });
    await expect(noticeApi.markRead('zz')).rejects.toBeInstanceOf(ApiError);
  });

  it('queryById GETs by id', async () => {
    const fake = serve(ok({ id: 'a1', titile: 'x', msgContent: '<p>y</p>' }));
    await expect(noticeApi.queryById('a1')).resolves.toMatchObject({ msgContent: '<p>y</p>' });
    expect(fake.calls[0]?.params).toMatchObject({ id: 'a1' });
  });
});

describe('normalizeNoticeLists', () => {
  it('defaults totals to the list lengths and ignores junk', () => {
    expect(normalizeNoticeLists(null)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
    expect(
      normalizeNoticeLists({ sysMsgList: [{ id: '1', titile: 't' }], anntMsgTotal: 'x' as unknown as number }),
    ).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 1 });
  });
});
