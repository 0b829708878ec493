// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/http';
import { LoadState } from './LoadState';

afterEach(cleanup);

describe('LoadState', () => {
  it('says which statistics the back end lacks, with nothing to retry, when the endpoint is missing', () => {
    const missing = new ApiError('路径不存在，请检查路径是否正确', { code: 404 });
    render(
      <LoadState loading={false} error={missing} hasData={false} onRetry={vi.fn()}>
        content
      </LoadState>,
    );
    expect(screen.getByText(/当前后端未提供此项统计/)).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('shows any other failure with its message and 重试', async () => {
    const retry = vi.fn();
    render(
      <LoadState loading={false} error={new ApiError('服务器开小差了', { code: 500 })} hasData={false} onRetry={retry}>
        content
      </LoadState>,
    );
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    (await screen.findByText('重试')).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
