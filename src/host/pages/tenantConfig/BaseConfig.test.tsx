// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../core/http';
import { submit } from '../../shared/data/desk-api';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { stubMatchMedia } from '../../shared/ui/jsdom-test-kit';
import BaseConfigPage from './BaseConfig';

vi.mock('../../../core/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/http')>()),
  getAction: vi.fn(),
}));
vi.mock('../../shared/data/desk-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/data/desk-api')>()),
  submit: vi.fn(),
}));

stubMatchMedia();

afterEach(cleanup);

const config = (platformName: string) => ({
  success: true,
  code: 200,
  message: '',
  result: {
    tenantName: '华东租赁有限公司',
    platformName,
    servicePhone: '',
    serviceEmail: '',
    serviceTime: '',
    orderCloseMinutes: 30,
    autoReceiveDays: 7,
    updateBy: null,
    updateTime: null,
  },
});

async function openPage(): Promise<HTMLInputElement> {
  const Wrapper = withQueryClient();
  render(<BaseConfigPage />, { wrapper: Wrapper });
  const input = (await screen.findByPlaceholderText('小程序与短信中显示的名称')) as HTMLInputElement;
  await waitFor(() => expect(input.value).toBe('易租'));
  return input;
}

describe('基础配置', () => {
  it('keeps the edits after a failed save and asks nothing again', async () => {
    vi.mocked(getAction).mockResolvedValue(config('易租'));
    vi.mocked(submit).mockResolvedValue(false);
    const input = await openPage();
    fireEvent.change(input, { target: { value: '易租优选' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(submit).mock.calls[0]?.[1]).toMatchObject({ platformName: '易租优选' });
    expect(input.value).toBe('易租优选');
    expect(getAction).toHaveBeenCalledTimes(1);
  });

  it('loads the saved configuration again after a save', async () => {
    vi.mocked(getAction).mockResolvedValueOnce(config('易租')).mockResolvedValue(config('易租优选'));
    vi.mocked(submit).mockResolvedValue(true);
    const input = await openPage();
    expect(getAction).toHaveBeenCalledWith('/tenant/config/base', undefined, { signal: expect.any(AbortSignal) });
    fireEvent.change(input, { target: { value: '易租优选' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(getAction).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(input.value).toBe('易租优选'));
  });
});
