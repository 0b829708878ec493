import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeSocket, type NoticeSocketOptions, SESSION_ENDED_CODE } from './notice-socket';
import { type FakeWebSocket, fakeWebSocketFactory } from './realtime-test-kit';

const URL = 'ws://127.0.0.1:8080/jeecg-boot/websocket/tenant1';

function setup(overrides: Partial<NoticeSocketOptions> = {}) {
  const { factory, sockets } = fakeWebSocketFactory();
  const events: string[] = [];
  const frames: unknown[] = [];
  const socket = createNoticeSocket({ url: URL, token: 'tok.en', createWebSocket: factory, ...overrides });
  socket.on('open', () => events.push('open'));
  socket.on('reconnected', () => events.push('reconnected'));
  socket.on('close', (info) => events.push(`close:${info.code}:${info.reconnecting}`));
  socket.on('message', (frame) => frames.push(frame));
  const last = (): FakeWebSocket => {
    const ws = sockets.at(-1);
    if (!ws) throw new Error('no socket created');
    return ws;
  };
  return { socket, sockets, events, frames, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createNoticeSocket', () => {
  it('connects at once to the url with the token as sub-protocol and reports frames', () => {
    const onMessage = vi.fn();
    const { sockets, last, events, frames, socket } = setup({ onMessage });
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe(URL);
    expect(last().protocols).toEqual(['tok.en']);
    last().serverOpen();
    expect(socket.state).toBe('open');
    last().serverSend('{"cmd":"user","msgId":"42","msgTxt":"新通知"}');
    last().serverSend('pong');
    last().serverSend('not json');
    expect(events).toEqual(['open']);
    expect(frames).toEqual([{ cmd: 'user', msgId: '42', msgTxt: '新通知' }]);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('reconnects 5 s after a drop and reports the new connection as reconnected', () => {
    const { sockets, last, events } = setup();
    last().serverOpen();
    last().serverClose(1006);
    expect(events).toEqual(['open', 'close:1006:true']);
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().serverOpen();
    expect(events).toEqual(['open', 'close:1006:true', 'open', 'reconnected']);
  });

  it('keeps at most one reconnect pending', () => {
    const { sockets, last, socket } = setup();
    const first = last();
    first.serverOpen();
    first.onerror?.({});
    first.serverClose(1006);
    // Late duplicate events of the dead socket change nothing.
    first.serverClose(1006);
    first.onerror?.({});
    expect(socket.state).toBe('waiting');
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    last().serverOpen();
    // Answer every heartbeat so the new connection stays healthy.
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(20_000);
      last().serverSend('pong');
    }
    expect(sockets).toHaveLength(2);
  });

  it('retries every 5 s while the server refuses, one attempt at a time', () => {
    const { sockets, last, events } = setup();
    last().serverClose(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    last().serverClose(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(3);
    last().serverOpen();
    expect(events.slice(-2)).toEqual(['open', 'reconnected']);
  });

  it('pings after 20 s of silence and keeps the connection while pongs come back', () => {
    const { sockets, last } = setup();
    last().serverOpen();
    vi.advanceTimersByTime(19_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['ping']);
    vi.advanceTimersByTime(10_000);
    last().serverSend('pong');
    vi.advanceTimersByTime(20_000);
    expect(last().sent).toEqual(['ping', 'ping']);
    last().serverSend('pong');
    vi.advanceTimersByTime(15_000);
    expect(sockets).toHaveLength(1);
    expect(last().closedWith).toBeUndefined();
  });

  it('drops a connection whose heartbeat goes unanswered for 20 s, then reconnects after 5 s', () => {
    const { sockets, last, events } = setup();
    const first = last();
    first.serverOpen();
    vi.advanceTimersByTime(20_000);
    expect(first.sent).toEqual(['ping']);
    vi.advanceTimersByTime(19_999);
    expect(events).toEqual(['open']);
    vi.advanceTimersByTime(1);
    expect(first.closedWith?.code).toBe(4000);
    expect(events).toEqual(['open', 'close:4000:true']);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    // The old socket's late close does not schedule another attempt.
    first.onclose?.({ code: 1006 });
    last().serverOpen();
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a connection attempt that never opens', () => {
    const { sockets } = setup();
    vi.advanceTimersByTime(20_000);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('close() stops the socket, the heartbeat and any pending reconnect', () => {
    const { sockets, last, socket, events } = setup();
    last().serverOpen();
    socket.close();
    expect(last().closedWith?.code).toBe(1000);
    expect(socket.state).toBe('closed');
    expect(events).toEqual(['open', 'close:1000:false']);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(last().sent).toEqual([]);
    expect(socket.send('x')).toBe(false);
  });

  it('close() while a reconnect is pending cancels it', () => {
    const { sockets, last, socket } = setup();
    last().serverClose(1006);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reads url and token again on every attempt and waits without a token', () => {
    let token: string | null = null;
    const { factory, sockets } = fakeWebSocketFactory();
    const socket = createNoticeSocket({
      url: () => `${URL}?n=${sockets.length}`,
      token: () => token,
      createWebSocket: factory,
    });
    expect(sockets).toHaveLength(0);
    expect(socket.state).toBe('waiting');
    token = 'fresh';
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.protocols).toEqual(['fresh']);
    expect(sockets[0]?.url).toBe(`${URL}?n=0`);
    socket.close();
  });

  it('after a session-ended close, offers that token no more; a new sign-in connects again', () => {
    let token = 'old.token';
    const { factory, sockets } = fakeWebSocketFactory();
    const closes: number[] = [];
    const socket = createNoticeSocket({ url: URL, token: () => token, createWebSocket: factory });
    socket.on('close', (info) => closes.push(info.code));
    sockets[0]?.serverOpen();
    sockets[0]?.serverClose(SESSION_ENDED_CODE, 'session ended');
    expect(closes).toEqual([SESSION_ENDED_CODE]);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(socket.state).toBe('waiting');

    token = 'new.token';
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.protocols).toEqual(['new.token']);
    // Any other loss keeps reconnecting with the same token.
    sockets[1]?.serverOpen();
    sockets[1]?.serverClose(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets[2]?.protocols).toEqual(['new.token']);
    socket.close();
  });

  it('reports a factory failure and retries', () => {
    let calls = 0;
    const { factory, sockets } = fakeWebSocketFactory();
    const socket = createNoticeSocket({
      url: URL,
      token: 't',
      createWebSocket: (url, protocols) => {
        calls += 1;
        if (calls === 1) throw new SyntaxError('bad protocol');
        return factory(url, protocols);
      },
    });
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1);
    socket.close();
  });

  it('send() delivers only while open; removed listeners are not called', () => {
    const { last, socket } = setup();
    expect(socket.send('hello')).toBe(false);
    const listener = vi.fn();
    const off = socket.on('message', listener);
    off();
    last().serverOpen();
    expect(socket.send('hello')).toBe(true);
    expect(last().sent).toEqual(['hello']);
    last().serverSend('{"cmd":"topic"}');
    expect(listener).not.toHaveBeenCalled();
  });
});
