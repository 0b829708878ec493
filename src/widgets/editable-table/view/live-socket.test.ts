import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWebSocketFactory } from '../../../core/realtime/realtime-test-kit';
import { connectLiveTable, liveTableUrl, parseLiveTableFrame } from './live-socket';

function connect(onUpdate = vi.fn()) {
  const { factory, sockets } = fakeWebSocketFactory();
  const live = connectLiveTable({
    userId: 'u1',
    pageId: 'p1',
    caseId: 'mine',
    onUpdate,
    url: 'ws://x/jeecg-boot/vxeSocket/u1/p1',
    token: 'tok',
    createWebSocket: factory,
  });
  return { live, sockets, onUpdate };
}

const update = (row: object, caseId: string, socketKey = 'vxe-default') =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } });

describe('live table socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds /vxeSocket/{userId}/{pageId} under the API base', () => {
    expect(liveTableUrl('http://127.0.0.1:8080/jeecg-boot', 'u1', 'p 1')).toBe(
      'ws://127.0.0.1:8080/jeecg-boot/vxeSocket/u1/p%201',
    );
  });

  it('connects with the token as sub-protocol and hands over updates of other tables', () => {
    const { sockets, onUpdate, live } = connect();
    expect(sockets[0]?.protocols).toEqual(['tok']);
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend(update({ id: '1', name: 'a' }, 'theirs'));
    sockets[0]?.serverSend(update({ id: '1', name: 'b' }, 'mine'));
    sockets[0]?.serverSend(update({ id: '1', name: 'c' }, 'theirs', 'other-table'));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate.mock.calls[0]?.[0]).toMatchObject({ row: { id: '1', name: 'a' }, caseId: 'theirs' });
    expect(live.sendUpdate({ id: '1', name: 'd' })).toBe(true);
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: '1', name: 'd' }, 'mine'] },
    });
    live.close();
  });

  it('sends a heartbeat after 10 s of silence and reconnects 5 s after 6 s without a reply', () => {
    const { sockets, live } = connect();
    sockets[0]?.serverOpen();
    vi.advanceTimersByTime(9_999);
    expect(sockets[0]?.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({ type: 'heart_beat', data: { socketKey: 'vxe-default' } });
    sockets[0]?.serverSend(JSON.stringify({ type: 'heart_beat', data: true }));
    vi.advanceTimersByTime(9_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1 + 6_000);
    expect(sockets[0]?.closedWith?.code).toBe(4000);
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    live.close();
  });

  it('reconnects 5 s after a close or an error', () => {
    const { sockets, live } = connect();
    sockets[0]?.serverOpen();
    sockets[0]?.serverClose(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error event alone (no close follows), once', () => {
    const { sockets, live } = connect();
    sockets[0]?.serverOpen();
    sockets[0]?.onerror?.({ type: 'error' });
    expect(sockets[0]?.closedWith?.code).toBe(4001);
    // A close the browser sends after the error must not schedule a second reconnect.
    sockets[0]?.serverClose(1006);
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpen();
    expect(live.sendUpdate({ id: '1' })).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    live.close();
  });

  it('reads only update frames', () => {
    expect(parseLiveTableFrame('{"type":"heart_beat","data":true}')).toBeNull();
    expect(parseLiveTableFrame('pong')).toBeNull();
    expect(parseLiveTableFrame(update({ id: 1 }, 'c'))).toEqual({
      socketKey: 'vxe-default',
      row: { id: 1 },
      caseId: 'c',
    });
  });
});
