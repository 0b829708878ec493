// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, markShown } from '../../../core/http';
import { login } from '../../../core/session';
import { stubMatchMedia } from '../../shared/ui/jsdom-test-kit';
import { AccountLogin } from './AccountLogin';
import type { LoginFlow } from './use-login-flow';

vi.mock('../../../core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/session')>()),
  login: vi.fn(),
}));

stubMatchMedia();
afterEach(() => {
  cleanup();
  vi.mocked(login).mockReset();
});

const flow = { begin: vi.fn(), abort: vi.fn(), finish: vi.fn() } as unknown as LoginFlow;

/** Signs in as `admin` and waits until the attempt is over (the form leaves its busy state). */
async function signIn(): Promise<void> {
  render(<AccountLogin flow={flow} initialUsername="admin" />);
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(flow.abort).toHaveBeenCalled());
}

describe('AccountLogin failures', () => {
  it('says a refusal the request layer did not show above the form', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError('用户名或密码错误'));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
  });

  it('does not repeat a failure the request layer already showed (no network, HTTP 5xx)', async () => {
    vi.mocked(login).mockRejectedValue(markShown(new ApiError('服务器内部错误', { status: 500 })));
    await signIn();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('服务器内部错误')).toBeNull();
  });
});
