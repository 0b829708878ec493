// @vitest-environment jsdom
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction, postAction } from '../../../../core/http';
import { withQueryClient } from '../../../shared/data/query-test-kit';
import { stubMatchMedia } from '../../../shared/ui/jsdom-test-kit';
import { RefundConfigModal } from './RefundConfigModal';

vi.mock('../../../../core/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../core/http')>()),
  getAction: vi.fn(),
  postAction: vi.fn(),
}));

stubMatchMedia();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const saved = (refundDays: number) => ({
  success: true,
  code: 200,
  message: '',
  result: { allowRefund: 1, refundDays, refundRate: 80, autoAudit: 0, remark: null },
});
const days = () => (screen.getByLabelText('退款期限') as HTMLInputElement).value;

describe('RefundConfigModal (退款配置)', () => {
  it('loads the configuration on every opening, keeps the edits of a refused save, and drops them once closed', async () => {
    vi.mocked(getAction).mockResolvedValueOnce(saved(7)).mockResolvedValueOnce(saved(15));
    vi.mocked(postAction).mockResolvedValue({ success: false, code: 500, message: '保存失败', result: null });
    const onClose = vi.fn();
    const wrapper = withQueryClient();
    const { rerender } = render(<RefundConfigModal visible onClose={onClose} />, { wrapper });
    await waitFor(() => expect(days()).toBe('7'));
    expect(getAction).toHaveBeenCalledWith('/sys/member/configRefund', undefined, expect.anything());

    fireEvent.change(screen.getByLabelText('退款期限'), { target: { value: '30' } });
    fireEvent.blur(screen.getByLabelText('退款期限'));
    await waitFor(() => expect(days()).toBe('30'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    expect(postAction).toHaveBeenCalledWith('/sys/member/configRefund', expect.objectContaining({ refundDays: 30 }));
    expect(onClose).not.toHaveBeenCalled();
    expect(days()).toBe('30');

    // Closed, then opened again: the server's configuration afresh, not the edits.
    rerender(<RefundConfigModal visible={false} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<RefundConfigModal visible onClose={onClose} />);
    await waitFor(() => expect(days()).toBe('15'));
    expect(getAction).toHaveBeenCalledTimes(2);
  });
});
