import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, getConfig } from '../config';
import { type Notifier, presentSessionEnded, resetErrorPresenter, setNotifier } from '../http';
import { signingOut } from '../session';
import { local, StorageKeys } from '../storage';
import { onSessionSocketEnded, sessionNoticeRealtime } from './notice-realtime';
import { SESSION_ENDED_CODE } from './notice-socket';
import { FakeWebSocket } from './realtime-test-kit';

vi.mock('../session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../session')>()),
  signingOut: vi.fn(() => false),
}));

const sockets: FakeWebSocket[] = [];
const reloginDialog = vi.fn();
/** Unsubscribes of the test, run after it whatever happened (the source is shared by the whole file). */
const subscriptions: (() => void)[] = [];
// No page here to resolve a relative API base against.
const apiBaseUrl = getConfig().apiBaseUrl;
beforeEach(() => {
  configure({ apiBaseUrl: 'http://127.0.0.1:8080/jeecg-boot' });
});
afterEach(() => {
  configure({ apiBaseUrl });
});

beforeEach(() => {
  onSessionSocketEnded(presentSessionEnded);
  vi.useFakeTimers();
  sockets.length = 0;
  vi.stubGlobal(
    'WebSocket',
    class extends FakeWebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    },
  );
  local.set(StorageKeys.accessToken, 'tok.en');
  local.set(StorageKeys.userInfo, { id: 'u1', username: 'tenant1' });
  setNotifier({ warn: vi.fn(), error: vi.fn(), reloginDialog } as unknown as Notifier);
});

afterEach(() => {
  onSessionSocketEnded(null);
  for (const off of subscriptions.splice(0)) off();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reloginDialog.mockReset();
  vi.mocked(signingOut).mockReturnValue(false);
  resetErrorPresenter();
  local.remove(StorageKeys.accessToken);
  local.remove(StorageKeys.userInfo);
});

/** Subscribes to the session's notice socket and opens it; returns the socket and the way out. */
function connected(): { socket: FakeWebSocket; off: () => void } {
  const off = sessionNoticeRealtime.subscribe(() => undefined);
  subscriptions.push(off);
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket opened');
  socket.serverOpen();
  return { socket, off };
}

describe('the session notice socket closed because the session ended (4401), in the admin', () => {
  it('brings the relogin dialog of a Token失效 answer, once', () => {
    const { socket, off } = connected();
    expect(socket.protocols).toEqual(['tok.en']);
    socket.serverClose(SESSION_ENDED_CODE, 'session ended');
    expect(reloginDialog).toHaveBeenCalledTimes(1);
    expect(reloginDialog.mock.calls[0]?.[0]).toMatchObject({ title: '登录已过期', okText: '重新登录' });
    // The dead token is not offered again, so no second close and no second dialog.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(reloginDialog).toHaveBeenCalledTimes(1);
    off();
  });

  it('says nothing while the page is signing out itself, nor after its token is gone', () => {
    vi.mocked(signingOut).mockReturnValue(true);
    const first = connected();
    first.socket.serverClose(SESSION_ENDED_CODE, 'session ended');
    first.off();
    vi.mocked(signingOut).mockReturnValue(false);

    const second = connected();
    local.remove(StorageKeys.accessToken);
    second.socket.serverClose(SESSION_ENDED_CODE, 'session ended');
    second.off();
    expect(reloginDialog).not.toHaveBeenCalled();
  });

  it('does nothing where no handler is set (the element kit: its failed requests report session ends)', () => {
    onSessionSocketEnded(null);
    const { socket } = connected();
    socket.serverClose(SESSION_ENDED_CODE, 'session ended');
    expect(reloginDialog).not.toHaveBeenCalled();
  });

  it('says nothing for a connection that merely dropped', () => {
    const { socket, off } = connected();
    socket.serverClose(1006);
    expect(reloginDialog).not.toHaveBeenCalled();
    off();
  });
});
