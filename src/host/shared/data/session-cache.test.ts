import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../core/session';
import { clearCacheOnSessionChange } from './session-cache';

const initial = sessionStore.getState();
afterEach(() => sessionStore.setState(initial, true));

describe('the query cache and the session', () => {
  it('is emptied when another user, token or department takes over, and kept otherwise', () => {
    const client = new QueryClient();
    sessionStore.setState({ token: 't1', userInfo: { id: 'u1', username: 'admin', orgCode: 'A01' } });
    const stop = clearCacheOnSessionChange(client);
    client.setQueryData(['/sys/user/list'], ['row of u1']);

    sessionStore.setState({ welcome: '上午好' });
    expect(client.getQueryData(['/sys/user/list'])).toEqual(['row of u1']);

    sessionStore.setState({ userInfo: { id: 'u1', username: 'admin', orgCode: 'A02' } });
    expect(client.getQueryData(['/sys/user/list'])).toBeUndefined();

    client.setQueryData(['/sys/user/list'], ['row of u1 in A02']);
    sessionStore.setState({ token: null, userInfo: null });
    expect(client.getQueryData(['/sys/user/list'])).toBeUndefined();
    stop();
  });
});
