import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../core/http';
import { orderIdOfNotice } from './order-of-notice';

vi.mock('../../core/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../core/http')>()),
  getAction: vi.fn(),
}));

const page = (records: object[]) => ({
  success: true,
  code: 200,
  message: '',
  result: { records, total: records.length },
});

afterEach(() => vi.mocked(getAction).mockReset());

describe('orderIdOfNotice', () => {
  it('finds the order by the number the notice carries', async () => {
    vi.mocked(getAction).mockResolvedValue(page([{ id: 'o-42', orderNo: 'ZL202605021015300012' }]));
    const { signal } = new AbortController();
    await expect(orderIdOfNotice('ZL202605021015300012', signal)).resolves.toBe('o-42');
    expect(getAction).toHaveBeenCalledWith(
      '/business/order/list',
      { orderNo: 'ZL202605021015300012', pageNo: 1, pageSize: 1 },
      { signal },
    );
  });

  it('takes a busId that names no order number as the id', async () => {
    vi.mocked(getAction).mockResolvedValue(page([]));
    await expect(orderIdOfNotice('o-42')).resolves.toBe('o-42');
  });

  it('never sends a busId the list would read as an operator', async () => {
    await expect(orderIdOfNotice('*ZL*')).resolves.toBe('*ZL*');
    await expect(orderIdOfNotice('a,b')).resolves.toBe('a,b');
    expect(getAction).not.toHaveBeenCalled();
  });
});
