// The generic multi-select picker (1200) behind the role picker and the list-mode user picker, in real
// Chromium against the reference server (tenant1 of 华东租赁).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { getAction } from '../../src/core/http';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import { RolePicker } from '../../src/widgets/role-picker';
import { MULTI_SELECT_MODAL_WIDTH, UserPicker } from '../../src/widgets/user-picker';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

interface Role {
  id: string;
  roleName: string;
  roleCode: string;
}

const roots: Root[] = [];
const hosts: HTMLElement[] = [];
let roles: Role[] = [];

function mount(node: ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(<ConfigProvider locale={zhCN}>{node}</ConfigProvider>);
  return host;
}

function tagTexts(host: HTMLElement, label: string): string[] {
  return [...host.querySelectorAll(`[aria-label="${label}"] .arco-tag`)].map((tag) => tag.textContent?.trim() ?? '');
}

function modal(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.arco-modal');
  assert(found, 'the picker modal');
  return found;
}

async function tickRow(text: string): Promise<void> {
  const row = await waitFor(
    () => [...modal().querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent?.includes(text)),
    `the row of ${text}`,
    10_000,
  );
  const input = row.querySelector<HTMLInputElement>('input[type=checkbox], input[type=radio]');
  assert(input, `the selector of ${text}`);
  input.click();
  await waitFor(() => input.checked, `${text} ticked`);
}

function roleId(code: string): string {
  const role = roles.find((r) => r.roleCode === code);
  assert(role, `role ${code}`);
  return role.id;
}

describe('role picker and list-mode user picker against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
    roles = (await getAction<Role[]>('/sys/role/queryall')).result;
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
    for (const stray of document.querySelectorAll('.arco-modal-wrapper, .arco-modal-mask')) stray.remove();
  });

  after(() => {
    localStorage.clear();
  });

  it('shows role names for initial ids and adds a role from the 1200 px picker', async () => {
    const changes: string[] = [];
    const staff = roles.find((r) => r.roleCode === 'staff');
    const admin = roles.find((r) => r.roleCode === 'tenant_admin');
    assert(staff && admin, 'seeded roles');
    const host = mount(
      <RolePicker multiple defaultValue={roleId('staff')} onChange={(value) => changes.push(value)} />,
    );
    await waitFor(() => tagTexts(host, '已选角色').join() === staff.roleName, 'the initial role name', 10_000);
    (await waitFor(() => findByText('选择角色', host), 'the button')).click();
    await waitFor(() => document.querySelector('.arco-modal'), 'the modal');
    assertEqual(modal().style.width, `${MULTI_SELECT_MODAL_WIDTH}px`, 'modal width');
    await waitFor(() => /共 \d+ 条/.test(modal().textContent ?? ''), 'the total', 10_000);
    await tickRow(admin.roleCode);
    findByText('确定', modal())?.click();
    await waitFor(() => tagTexts(host, '已选角色').length === 2, 'two roles');
    assertEqual(tagTexts(host, '已选角色').join(), `${staff.roleName},${admin.roleName}`, 'role tags');
    assertEqual(changes.at(-1), `${staff.id},${admin.id}`, 'value of role ids');
  });

  it('list-mode user picker stores ids and resolves their labels', async () => {
    const users = (
      await getAction<{ records: { id: string; username: string }[] }>('/sys/user/queryUserComponentData', {
        username: 'limingxuan',
      })
    ).result.records;
    const li = users.find((u) => u.username === 'limingxuan');
    assert(li, 'limingxuan');
    const changes: string[] = [];
    const host = mount(
      <UserPicker valueField="id" modal="list" defaultValue={li.id} onChange={(value) => changes.push(value)} />,
    );
    await waitFor(() => tagTexts(host, '已选用户').join() === '李明轩', 'the label of an id', 10_000);
    (await waitFor(() => findByText('选择用户', host), 'the button')).click();
    await waitFor(() => document.querySelector('.arco-modal'), 'the modal');
    assertEqual(modal().style.width, `${MULTI_SELECT_MODAL_WIDTH}px`, 'modal width');
    await tickRow('sunhaoran');
    findByText('确定', modal())?.click();
    await waitFor(() => tagTexts(host, '已选用户').join() === '孙浩然', 'single choice replaced', 10_000);
    assert(changes.at(-1) && changes.at(-1) !== li.id && !changes.at(-1)?.includes(','), 'one id');
  });
});
