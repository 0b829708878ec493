// The department picker in real Chromium against the reference server (tenant1 of 华东租赁).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { getAction } from '../../src/core/http';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import { DEPART_SELECT_MODAL_WIDTH, DepartPicker, type DepartPickerProps } from '../../src/widgets/depart-picker';
import { defaultPickerServices, type PickerServices } from '../../src/widgets/user-picker';
import { assert, assertEqual, findByText, waitFor, waitForText } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

interface TreeRow {
  id: string;
  title: string;
  shopId?: string | null;
  children?: TreeRow[];
}

const roots: Root[] = [];
const hosts: HTMLElement[] = [];
const departs = new Map<string, TreeRow>();

function mount(props: DepartPickerProps) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const changes: string[] = [];
  root.render(
    <ConfigProvider locale={zhCN}>
      <DepartPicker {...props} onChange={(value) => changes.push(value)} />
    </ConfigProvider>,
  );
  return { host, changes };
}

function idOf(title: string): string {
  const row = departs.get(title);
  assert(row, `department ${title} in the seed`);
  return row.id;
}

function tagTexts(root: ParentNode): string[] {
  return [...root.querySelectorAll('[aria-label="已选部门"] .arco-tag')].map((tag) => tag.textContent?.trim() ?? '');
}

function modal(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.arco-modal');
  assert(found, 'the 选择部门 modal');
  return found;
}

function tree(): HTMLElement {
  const found = modal().querySelector<HTMLElement>('section[aria-label="部门"]');
  assert(found, 'the department tree');
  return found;
}

async function treeNode(title: string): Promise<HTMLElement> {
  return waitFor(
    () => findByText(title, tree())?.closest<HTMLElement>('.arco-tree-node'),
    `the node ${title}: ${tree().textContent}`,
    10_000,
  );
}

async function check(title: string): Promise<void> {
  const box = (await treeNode(title)).querySelector<HTMLElement>('.arco-checkbox');
  assert(box, `the checkbox of ${title}`);
  box.click();
  await waitFor(async () => (await treeNode(title)).querySelector('.arco-checkbox-checked'), `${title} checked`);
}

async function expand(title: string): Promise<void> {
  const icon = (await treeNode(title)).querySelector<HTMLElement>('.arco-tree-node-switcher-icon');
  assert(icon, `the switcher of ${title}`);
  icon.click();
}

async function open(host: HTMLElement): Promise<void> {
  (await waitFor(() => findByText('选择部门', host), 'the 选择部门 button')).click();
  await waitFor(() => document.querySelector('.arco-modal'), 'the modal');
  assertEqual(modal().style.width, `${DEPART_SELECT_MODAL_WIDTH}px`, 'modal width');
}

describe('<DepartPicker> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
    const walk = (rows: TreeRow[]) => {
      for (const row of rows) {
        departs.set(row.title, row);
        walk(row.children ?? []);
      }
    };
    walk((await getAction<TreeRow[]>('/sys/sysDepart/queryTreeList')).result);
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
    for (const stray of document.querySelectorAll('.arco-modal-wrapper, .arco-modal-mask')) stray.remove();
  });

  after(() => {
    localStorage.clear();
  });

  it('resolves initial titles in one call, then searches, checks and expands lazily', async () => {
    const calls: string[][] = [];
    const services: Partial<PickerServices> = {
      departTitles: (ids, shopId) => {
        calls.push([...ids]);
        return defaultPickerServices.departTitles(ids, shopId);
      },
    };
    const { host, changes } = mount({
      multiple: true,
      defaultValue: `${idOf('财务部')},${idOf('客服组')}`,
      services,
    });
    await waitFor(() => tagTexts(host).join() === '财务部,客服组', 'the initial titles', 10_000);
    assertEqual(calls.length, 1, 'title calls');

    await open(host);
    const search = modal().querySelector<HTMLInputElement>('input[placeholder="请输入部门名称"]');
    assert(search, 'the search box');
    search.focus();
    document.execCommand('insertText', false, '结算');
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    await waitFor(() => tree().textContent === '结算组', `only 结算组 listed: ${tree().textContent}`, 10_000);
    await check('结算组');

    // Clearing the search brings the lazy tree back; 市场部 appears once the root is expanded.
    document.execCommand('selectAll');
    document.execCommand('delete');
    await waitFor(() => findByText('华东租赁有限公司', tree()), 'the tree again', 10_000);
    assert(!findByText('市场部', tree()), 'children are not loaded before expanding');
    await expand('华东租赁有限公司');
    await check('市场部');
    assert((await treeNode('财务部')).querySelector('.arco-checkbox-checked'), '财务部 stays checked');

    const chosen = modal().querySelector('[aria-label="已选部门"]')?.textContent ?? '';
    assert(chosen.includes('已选择 4 项'), `four chosen: ${chosen}`);
    findByText('确定', modal())?.click();
    await waitFor(() => tagTexts(host).length === 4, 'four tags');
    assertEqual(tagTexts(host).join(), '财务部,客服组,结算组,市场部', 'tags');
    assertEqual(changes.at(-1), ['财务部', '客服组', '结算组', '市场部'].map(idOf).join(), 'value of ids');
    assertEqual(calls.length, 1, 'no further title call');
  });

  it('single choice replaces the department; shopId narrows the tree to the shop', async () => {
    const shopDepart = [...departs.values()].find((row) => row.shopId);
    assert(shopDepart?.shopId, 'a shop department in the seed');
    const { host, changes } = mount({ shopId: shopDepart.shopId });
    await open(host);
    await waitFor(() => findByText(shopDepart.title, tree()), 'the shop department', 10_000);
    assert(!findByText('华东租赁有限公司', tree()), 'tenant departments hidden');
    await check(shopDepart.title);
    await expand(shopDepart.title);
    const child = shopDepart.children?.[0];
    assert(child, 'a child of the shop department');
    await check(child.title);
    assert(!(await treeNode(shopDepart.title)).querySelector('.arco-checkbox-checked'), 'single choice');
    findByText('确定', modal())?.click();
    await waitForText(child.title);
    assertEqual(changes.at(-1), child.id, 'value');
  });
});
