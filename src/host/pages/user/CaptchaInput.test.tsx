// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/http';
import { sessionStore } from '../../../core/session';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { CaptchaInput } from './CaptchaInput';
import { fetchCaptcha } from './user-api';

vi.mock('./user-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./user-api')>()),
  fetchCaptcha: vi.fn(async (checkKey: string) => `data:image/png;base64,${checkKey}`),
}));

afterEach(() => {
  cleanup();
  vi.mocked(fetchCaptcha).mockClear();
  sessionStore.setState({ token: null });
});

const keysAsked = () => vi.mocked(fetchCaptcha).mock.calls.map(([key]) => key);
const shownImage = () => screen.queryByAltText('验证码')?.getAttribute('src');

describe('CaptchaInput', () => {
  it('fetches a new image with a new key on every reset and click, and reports the key of the image shown', async () => {
    const onKeyChange = vi.fn();
    const wrapper = withQueryClient();
    const { rerender } = render(<CaptchaInput resetKey={0} onKeyChange={onKeyChange} />, { wrapper });
    await waitFor(() => expect(onKeyChange).toHaveBeenCalledTimes(1));
    const [first] = keysAsked();
    expect(onKeyChange).toHaveBeenLastCalledWith(first);
    expect(shownImage()).toBe(`data:image/png;base64,${first}`);

    fireEvent.click(screen.getByRole('button', { name: '验证码图片，点击更换' }));
    await waitFor(() => expect(onKeyChange).toHaveBeenCalledTimes(2));
    const second = keysAsked()[1];
    expect(second).not.toBe(first);
    expect(onKeyChange).toHaveBeenLastCalledWith(second);

    rerender(<CaptchaInput resetKey={1} onKeyChange={onKeyChange} />);
    await waitFor(() => expect(onKeyChange).toHaveBeenCalledTimes(3));
    expect(new Set(keysAsked()).size).toBe(3);
    expect(shownImage()).toBe(`data:image/png;base64,${keysAsked()[2]}`);
  });

  it('offers 点击重试 after a failure, and a click fetches again', async () => {
    vi.mocked(fetchCaptcha).mockRejectedValueOnce(new ApiError('验证码获取失败'));
    const onKeyChange = vi.fn();
    render(<CaptchaInput resetKey={0} onKeyChange={onKeyChange} />, { wrapper: withQueryClient() });
    const retry = await screen.findByText('点击重试');
    expect(onKeyChange).not.toHaveBeenCalled();
    fireEvent.click(retry);
    await waitFor(() => expect(onKeyChange).toHaveBeenCalledTimes(1));
    expect(keysAsked()).toHaveLength(2);
    expect(screen.queryByText('点击重试')).toBeNull();
  });

  it('asks for no new image once the session is signed in', async () => {
    const onKeyChange = vi.fn();
    const wrapper = withQueryClient();
    const { rerender } = render(<CaptchaInput resetKey={0} onKeyChange={onKeyChange} />, { wrapper });
    await waitFor(() => expect(onKeyChange).toHaveBeenCalledTimes(1));
    act(() => sessionStore.setState({ token: 'signed-in' }));
    rerender(<CaptchaInput resetKey={1} onKeyChange={onKeyChange} />);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(keysAsked()).toHaveLength(1);
  });
});
