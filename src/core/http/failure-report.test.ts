import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config';
import { local, StorageKeys } from '../storage';
import { getAction, withRequestOwner } from './actions';
import { resetAuthHandlers, setAuthHandlers } from './auth-handlers';
import { httpClient } from './client';
import { classifyError, errorReason, Messages } from './error-catalogue';
import { resetErrorPresenter } from './error-presenter';
import { type FakeReply, fakeAdapter } from './http-test-kit';
import { type FailureContext, type Notifier, resetNotifier, setNotifier } from './notifier';

/** A notifier recording what the core tells it, with the failure context of each call. */
function recordingNotifier() {
  const shown: { kind: string; message: string; context?: FailureContext }[] = [];
  const failed: { message: string; context: FailureContext }[] = [];
  const notifier: Notifier = {
    warn: (message, context) => shown.push({ kind: 'warn', message, context }),
    error: (message, _title, context) => shown.push({ kind: 'error', message, context }),
    success: (message) => shown.push({ kind: 'success', message }),
    reloginDialog: ({ content }, context) => shown.push({ kind: 'relogin', message: content, context }),
    failed: (action, context) => failed.push({ message: action.message, context }),
  };
  setNotifier(notifier);
  return { shown, failed };
}

function answer(reply: FakeReply) {
  httpClient.defaults.adapter = fakeAdapter(() => reply).adapter;
}

const tokenInvalid = {
  status: 500,
  data: { success: false, code: 500, message: 'Token失效，请重新登录!', result: null },
};

beforeEach(() => {
  local.clear();
  resetConfig();
  resetErrorPresenter();
  setAuthHandlers({ logout: async () => undefined, reload: () => undefined });
});

afterEach(() => {
  resetNotifier();
  resetAuthHandlers();
});

describe('failure reasons', () => {
  it('names session ends, answers that never came, and refusals', () => {
    const reason = (failure: Parameters<typeof classifyError>[0]) => errorReason(classifyError(failure), failure);
    expect(reason({ status: 401 })).toBe('session');
    expect(reason({ status: 200, code: 401 })).toBe('session');
    expect(reason({ status: 500, code: 500, message: 'Token失效，请重新登录!' })).toBe('session');
    expect(reason({ clientCode: 'ERR_NETWORK' })).toBe('network');
    expect(reason({ status: 0 })).toBe('network');
    expect(reason({ clientCode: 'ECONNABORTED' })).toBe('network');
    expect(reason({ status: 404 })).toBe('server');
    expect(reason({ status: 200, code: 510, message: '没有权限' })).toBe('server');
  });
});

describe('request owner and failure context', () => {
  it('tags requests started inside withRequestOwner, and only those', async () => {
    const seen: unknown[] = [];
    httpClient.defaults.adapter = fakeAdapter((config) => {
      seen.push(config.owner);
      return { data: { success: true, code: 200, message: '', result: null } };
    }).adapter;
    const owner = { name: 'bell' };
    const inside = withRequestOwner(owner, () => getAction('/inside'));
    const outside = getAction('/outside');
    const explicit = withRequestOwner(owner, () => getAction('/explicit', undefined, { owner: 'own' }));
    await Promise.all([inside, outside, explicit]);
    expect(seen).toEqual([owner, undefined, 'own']);
    expect(withRequestOwner(owner, () => 42)).toBe(42);
  });

  it('hands owner, reason and code to the message and to failed()', async () => {
    const { shown, failed } = recordingNotifier();
    answer({ status: 404, data: { success: false, code: 404, message: 'nope', result: null } });
    const owner = { name: 'picker' };
    await expect(withRequestOwner(owner, () => getAction('/missing'))).rejects.toThrow();
    expect(shown).toEqual([
      { kind: 'error', message: Messages.notFound, context: { reason: 'server', owner, code: 404 } },
    ]);
    expect(failed).toEqual([{ message: Messages.notFound, context: { reason: 'server', owner, code: 404 } }]);
  });

  it('tells failed() of silent calls too, without showing them', async () => {
    const { shown, failed } = recordingNotifier();
    answer({ networkError: 'ERR_NETWORK' });
    await expect(getAction('/x', undefined, { silent: true })).rejects.toThrow(Messages.networkDown);
    expect(shown).toEqual([]);
    expect(failed).toEqual([{ message: Messages.networkDown, context: { reason: 'network', owner: undefined } }]);
  });

  it('reports every session end to failed(), while the relogin dialog opens once', async () => {
    const { shown, failed } = recordingNotifier();
    answer(tokenInvalid);
    const first = withRequestOwner('a', () => getAction('/a'));
    const second = withRequestOwner('b', () => getAction('/b', undefined, { silent: true }));
    await Promise.allSettled([first, second]);
    expect(shown.map(({ kind, context }) => [kind, context?.owner])).toEqual([['relogin', 'a']]);
    expect(failed.map(({ context }) => [context.reason, context.owner, context.code])).toEqual([
      ['session', 'a', 500],
      ['session', 'b', 500],
    ]);
    // The kit resets the presenter when the page configures a new token: the next session end shows again.
    resetErrorPresenter();
    await getAction('/c').catch(() => undefined);
    expect(shown).toHaveLength(2);
  });

  it('reports a 401 with its session reason and status', async () => {
    local.set(StorageKeys.accessToken, 'tok');
    const { shown, failed } = recordingNotifier();
    answer({ status: 401, data: { success: false, code: 401, message: 'x', result: null } });
    await withRequestOwner('bell', () => getAction('/x')).catch(() => undefined);
    expect(shown).toEqual([
      { kind: 'error', message: Messages.unauthorized, context: { reason: 'session', owner: 'bell', code: 401 } },
    ]);
    expect(failed[0]?.context).toEqual({ reason: 'session', owner: 'bell', code: 401 });
  });
});
