// @vitest-environment jsdom
// Modal.confirm and Message render through Arco's React 19 adapter (the Node build of Arco is lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Modal } from '@arco-design/web-react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/http';
import { type LoginUserInfo, loadTenantChoices, sessionStore, switchTenant } from '../../../core/session';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { TenantSwitch } from './TenantSwitch';

vi.mock('../../../core/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/session')>()),
  loadTenantChoices: vi.fn(async () => [
    { id: 1000, name: '平台运营中心' },
    { id: 1001, name: '华东租赁有限公司' },
    { id: 1002, name: '华南优选商城' },
  ]),
  switchTenant: vi.fn(),
}));

const admin: LoginUserInfo = {
  id: 'u-admin',
  username: 'admin',
  authority: 1,
  tenantId: 1000,
  relTenantIds: '1000,1001,1002',
  sysRole: { tenantId: 1000 },
};

afterEach(async () => {
  // Let the confirmation and the message finish their exit transitions while the page still exists.
  Message.clear();
  Modal.destroyAll();
  await act(() => new Promise((done) => setTimeout(done, 600)));
  cleanup();
  sessionStore.setState({ userInfo: null });
  vi.mocked(switchTenant).mockReset();
  vi.mocked(loadTenantChoices).mockClear();
});

async function openList() {
  const trigger = await screen.findByRole('button', { name: '切换租户，当前：平台运营中心' });
  fireEvent.click(trigger);
  return screen.findByRole('menu');
}

describe('TenantSwitch (切换租户)', () => {
  it('is not there for a user of one tenant, and asks the server nothing', () => {
    sessionStore.setState({ userInfo: { id: 'u1', username: 'tenant1', authority: 3, relTenantIds: '1001' } });
    render(<TenantSwitch compact={false} />, { wrapper: withQueryClient() });
    expect(screen.queryByRole('button', { name: /切换租户/ })).toBeNull();
    expect(loadTenantChoices).not.toHaveBeenCalled();
  });

  it('names the current tenant and lists every tenant, the platform’s marked 平台', async () => {
    sessionStore.setState({ userInfo: admin });
    render(<TenantSwitch compact={false} />, { wrapper: withQueryClient() });
    const menu = await openList();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['平台运营中心平台', '华东租赁有限公司', '华南优选商城']);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');

    // The current tenant: nothing to confirm, nothing sent.
    fireEvent.click(items[0] as HTMLElement);
    expect(screen.queryByText(/确定切换到/)).toBeNull();
    expect(switchTenant).not.toHaveBeenCalled();
  });

  it('asks for confirmation, then switches; a refusal is shown as the server worded it', async () => {
    sessionStore.setState({ userInfo: admin });
    vi.mocked(switchTenant).mockRejectedValue(new ApiError('没有权限，请联系管理员分配权限！'));
    render(<TenantSwitch compact={false} />, { wrapper: withQueryClient() });
    const menu = await openList();
    fireEvent.click(within(menu).getByRole('menuitem', { name: '华南优选商城' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定切换到「华南优选商城」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '切换' }));
    await waitFor(() => expect(switchTenant).toHaveBeenCalledWith('1002'));
    expect(await screen.findByText('没有权限，请联系管理员分配权限！')).toBeTruthy();
  });
});
