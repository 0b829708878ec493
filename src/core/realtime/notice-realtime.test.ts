import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NoticeRealtimeEvent, noticeRealtimeOf, sharedNoticeRealtime } from './notice-realtime';
import { createNoticeSocket } from './notice-socket';
import { fakeWebSocketFactory } from './realtime-test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notice realtime sources', () => {
  it('noticeRealtimeOf forwards socket events until unsubscribed', () => {
    const { factory, sockets } = fakeWebSocketFactory();
    const socket = createNoticeSocket({ url: 'ws://x/websocket/u', token: 't', createWebSocket: factory });
    const events: NoticeRealtimeEvent[] = [];
    const off = noticeRealtimeOf(socket).subscribe((event) => events.push(event));
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend('{"cmd":"topic","msgId":"1"}');
    sockets[0]?.serverClose(1006);
    vi.advanceTimersByTime(5_000);
    sockets[1]?.serverOpen();
    expect(events.map((e) => e.type)).toEqual(['open', 'message', 'close', 'open', 'reconnected']);
    off();
    sockets[1]?.serverSend('{"cmd":"user"}');
    expect(events).toHaveLength(5);
    socket.close();
  });

  it('sharedNoticeRealtime opens one socket for all subscribers and closes it after the last', () => {
    const { factory, sockets } = fakeWebSocketFactory();
    const open = vi.fn(() => createNoticeSocket({ url: 'ws://x/websocket/u', token: 't', createWebSocket: factory }));
    const source = sharedNoticeRealtime(open);
    const a: string[] = [];
    const b: string[] = [];
    const offA = source.subscribe((event) => a.push(event.type));
    const offB = source.subscribe((event) => b.push(event.type));
    expect(open).toHaveBeenCalledTimes(1);
    sockets[0]?.serverOpen();
    offA();
    expect(sockets[0]?.closedWith).toBeUndefined();
    sockets[0]?.serverSend('{"cmd":"user"}');
    offB();
    expect(sockets[0]?.closedWith?.code).toBe(1000);
    expect(a).toEqual(['open']);
    expect(b).toEqual(['open', 'message']);
    source.subscribe(() => undefined);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('sharedNoticeRealtime without a session connects nothing', () => {
    const source = sharedNoticeRealtime(() => null);
    const off = source.subscribe(() => undefined);
    off();
    off();
  });
});
