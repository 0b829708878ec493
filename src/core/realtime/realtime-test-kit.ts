import type { WebSocketFactory, WebSocketLike } from './notice-socket';

/** A scriptable WebSocket for unit tests: the test opens, answers and drops it. */
export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: string[] = [];
  closedWith: { code?: number; reason?: string } | undefined;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server sent a text frame. */
  serverSend(data: string): void {
    this.onmessage?.({ data });
  }

  /** The connection dropped (or was refused). */
  serverClose(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A factory that records every socket it creates. */
export function fakeWebSocketFactory(): { factory: WebSocketFactory; sockets: FakeWebSocket[] } {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    factory: (url, protocols) => {
      const socket = new FakeWebSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  };
}
