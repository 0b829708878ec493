// The user picker in real Chromium against the reference server (tenant1 of 华东租赁).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import {
  defaultPickerServices,
  type PickerServices,
  USER_SELECT_MODAL_WIDTH,
  UserPicker,
  type UserPickerProps,
} from '../../src/widgets/user-picker';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount(props: UserPickerProps) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const changes: string[] = [];
  root.render(
    <ConfigProvider locale={zhCN}>
      <UserPicker {...props} onChange={(value) => changes.push(value)} />
    </ConfigProvider>,
  );
  return { host, changes };
}

function tagTexts(root: ParentNode): string[] {
  return [...root.querySelectorAll('[aria-label="已选用户"] .arco-tag')].map((tag) => tag.textContent?.trim() ?? '');
}

function modal(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.arco-modal');
  assert(found, 'the 选择用户 modal');
  return found;
}

/** The table row showing `username`. */
async function row(username: string): Promise<HTMLElement> {
  return waitFor(
    () => [...modal().querySelectorAll<HTMLElement>('tbody tr')].find((tr) => tr.textContent?.includes(username)),
    `the row of ${username}`,
    10_000,
  );
}

async function tick(username: string): Promise<void> {
  const checkbox = (await row(username)).querySelector<HTMLInputElement>('input[type=checkbox]');
  assert(checkbox, `the checkbox of ${username}`);
  checkbox.click();
  await waitFor(() => checkbox.checked, `${username} to be ticked`);
}

function tree(): HTMLElement {
  const found = modal().querySelector<HTMLElement>('nav[aria-label="部门"]');
  assert(found, 'the department tree');
  return found;
}

async function clickDepart(title: string): Promise<void> {
  const node = await waitFor(() => findByText(title, tree()), `the department ${title}`, 10_000);
  node.click();
}

async function expandDepart(title: string): Promise<void> {
  const switcher = await waitFor(
    () =>
      findByText(title, tree())
        ?.closest('.arco-tree-node')
        ?.querySelector<HTMLElement>('.arco-tree-node-switcher-icon'),
    `the switcher of ${title}: ${tree().textContent}`,
    10_000,
  );
  switcher.click();
}

function counting(services: PickerServices) {
  const calls: string[][] = [];
  return {
    calls,
    services: {
      usersByValues: (values: readonly string[], field: 'username' | 'id') => {
        calls.push([...values]);
        return services.usersByValues(values, field);
      },
    } satisfies Partial<PickerServices>,
  };
}

describe('<UserPicker> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
    for (const stray of document.querySelectorAll('.arco-modal-wrapper, .arco-modal-mask')) stray.remove();
  });

  after(() => {
    localStorage.clear();
  });

  it('resolves the labels of an initial value with one batch call', async () => {
    const { calls, services } = counting(defaultPickerServices);
    const { host } = mount({ multiple: true, defaultValue: 'limingxuan,zhaoxuemei,sunhaoran', services });
    await waitFor(() => tagTexts(host).join() === '李明轩,赵雪梅,孙浩然', 'the three realnames', 10_000);
    assertEqual(calls.length, 1, 'label calls');
    assertEqual(calls[0]?.join(), 'limingxuan,zhaoxuemei,sunhaoran', 'usernames asked for');
  });

  it('chooses users by department across two pages and keeps every label', async () => {
    const { host, changes } = mount({ multiple: true, defaultValue: 'tenant1' });
    await waitFor(() => tagTexts(host).join() === '陈国华', 'the initial label');
    findByText('选择用户', host)?.click();
    // The modal is fetched on first use: the button's own text is no sign of it.
    await waitFor(() => document.querySelector('.arco-modal'), 'the 选择用户 modal');
    assertEqual(modal().style.width, `${USER_SELECT_MODAL_WIDTH}px`, 'modal width');

    // Department 客服组 under 运营中心 (lazily loaded), then 结算组 under 财务部.
    await expandDepart('华东租赁有限公司');
    await expandDepart('运营中心');
    await clickDepart('客服组');
    await waitFor(() => findByText('共 3 条', modal()), '客服组 has 3 users', 10_000).catch((error) => {
      throw new Error(`${error}: ${modal().querySelector('section')?.textContent}`);
    });
    await tick('limingxuan');
    await expandDepart('财务部');
    await clickDepart('结算组');
    await waitFor(() => !modal().textContent?.includes('limingxuan'), 'the 结算组 page');
    await tick('sunhaoran');

    // All users (click 结算组 again), page 2 of 10.
    await clickDepart('结算组');
    await waitFor(() => /共 1\d 条/.test(modal().textContent ?? ''), 'all users, more than one page', 10_000);
    const next = modal().querySelector<HTMLElement>('.arco-pagination-item-next');
    assert(next, 'the next-page button');
    next.click();
    await waitFor(() => modal().querySelector('.arco-pagination-item-active')?.textContent === '2', 'page 2');
    const pageTwo = [...modal().querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    const someone = ['luozhiyuan', 'majunjie', 'gaomeiling', 'hejiaqi'].find((name) =>
      pageTwo.some((text) => text.includes(name)),
    );
    assert(someone, `a known user on page 2: ${pageTwo.join(' | ')}`);
    await tick(someone);

    const selected = modal().querySelector('[aria-label="已选用户"]')?.textContent ?? '';
    assert(selected.includes('已选择 4 项'), `four chosen: ${selected}`);
    findByText('确定', modal())?.click();
    await waitFor(() => tagTexts(host).length === 4, 'four tags');
    const tags = tagTexts(host);
    assertEqual(tags.slice(0, 3).join(), '陈国华,李明轩,孙浩然', 'labels kept across departments');
    assert(!tags.some((tag) => /^[a-z0-9]+$/.test(tag)), `no bare username shown: ${tags.join()}`);
    assertEqual(changes.at(-1), `tenant1,limingxuan,sunhaoran,${someone}`, 'the value');
  });

  it('removes a user with the tag close button', async () => {
    const { host, changes } = mount({ multiple: true, defaultValue: 'limingxuan,sunhaoran' });
    await waitFor(() => tagTexts(host).join() === '李明轩,孙浩然', 'two labels', 10_000);
    host.querySelector<HTMLElement>('.arco-tag .arco-tag-close-btn')?.click();
    await waitFor(() => tagTexts(host).join() === '孙浩然', 'one label left');
    assertEqual(changes.at(-1), 'sunhaoran', 'the value');
  });
});
