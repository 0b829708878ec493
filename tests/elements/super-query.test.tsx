// The advanced query widget in real Chromium, against the real reference server (tenant1's users).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { getAction, unwrap } from '../../src/core/http';
import { local, StorageKeys } from '../../src/core/storage';
import {
  decodeSuperQuery,
  encodeSuperQuery,
  SuperQuery,
  type SuperQueryField,
  type SuperQueryParams,
  type SuperQueryProps,
  superQuerySaveKey,
} from '../../src/widgets/super-query';
import { assert, assertEqual, findByText, waitFor, waitForText, waitForTextGone } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin } from './support/reference-server-client';

const FIELDS: SuperQueryField[] = [
  { value: 'username', text: '用户账号' },
  { value: 'realname', text: '真实姓名' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'orgCode', text: '所属部门', type: 'sel_depart', customReturnField: 'orgCode' },
];

interface UserRow {
  username: string;
  realname: string;
  sex: number | string | null;
  birthday: string | null;
  orgCode: string | null;
}

// ---------------------------------------------------------------- mounting

// Chromium reports a ResizeObserver callback that resizes again in the same frame as a window error;
// Arco's auto-sizing inputs do that, harmlessly. Keep it from failing whichever test is running.
window.addEventListener(
  'error',
  (event) => {
    if (event.message?.includes('ResizeObserver loop')) event.stopImmediatePropagation();
  },
  true,
);

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount(props: Partial<SuperQueryProps> = {}) {
  const searches: (SuperQueryParams | null)[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(
    <ConfigProvider locale={zhCN}>
      <SuperQuery
        fields={FIELDS}
        saveKey={superQuerySaveKey('/test/super-query')}
        onSearch={(params) => searches.push(params)}
        {...props}
      />
    </ConfigProvider>,
  );
  return { host, searches };
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  for (const host of hosts.splice(0)) host.remove();
  local.remove(superQuerySaveKey('/test/super-query'));
});

// ---------------------------------------------------------------- user actions

function visible(element: Element): boolean {
  return (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
}

function findButton(text: string, root: ParentNode = document): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text && visible(b));
}

/** Waits for the visible button `text` under `root` and clicks it. */
async function press(text: string, root: ParentNode = document): Promise<HTMLButtonElement> {
  const found = await waitFor(() => findButton(text, root), `button ${text}`);
  found.click();
  return found;
}

async function openModal(host: HTMLElement): Promise<HTMLElement> {
  await press('高级查询', host);
  await waitForText('高级查询构造器');
  return waitFor(
    () => [...document.querySelectorAll<HTMLElement>('.super-query__modal')].find(visible),
    'the query modal',
  );
}

function rows(modal: HTMLElement): HTMLElement[] {
  return [...modal.querySelectorAll<HTMLElement>('[role="group"][aria-label^="条件 "]')];
}

function row(modal: HTMLElement, index: number): HTMLElement {
  const found = rows(modal)[index];
  assert(found, `condition row ${index + 1}`);
  return found;
}

/** Opens the select (Arco Select or TreeSelect) inside `cell`, clicks the option `label` and closes the popup. */
async function choose(cell: Element, label: string): Promise<void> {
  const view = cell.querySelector<HTMLElement>('.arco-select-view, .arco-tree-select-view');
  assert(view, 'a select view');
  view.click();
  const option = await waitFor(
    () =>
      [...document.querySelectorAll<HTMLElement>('.arco-select-option, .arco-tree-node-title')].find(
        (node) => node.textContent?.trim() === label && visible(node),
      ),
    `option ${label}`,
  );
  option.click();
  // A multi-select stays open: a press outside closes it.
  if (cell.querySelector('.arco-select-multiple, .arco-tree-select-multiple')) {
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }
  await waitFor(() => !option.isConnected || !visible(option), `the options of ${label} to close`);
}

function countText(text: string): number {
  return [...document.querySelectorAll('.arco-message')].filter((m) => m.textContent?.trim() === text).length;
}

function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function valueCell(target: HTMLElement): HTMLElement {
  const cell = target.querySelector<HTMLElement>('.super-query__value');
  assert(cell, 'value cell');
  return cell;
}

/** Chooses the field, then the rule, then sets the value with `fill`. */
async function condition(
  modal: HTMLElement,
  index: number,
  field: string,
  rule: string,
  fill: (cell: HTMLElement) => Promise<void> | void,
): Promise<void> {
  const target = row(modal, index);
  await choose(target.querySelector('.super-query__field') as Element, field);
  await waitFor(() => !valueCell(target).querySelector('input[disabled]'), 'the value editor of the field');
  await choose(target.querySelector('.super-query__rule') as Element, rule);
  await fill(valueCell(target));
}

async function typeDate(cell: HTMLElement, date: string): Promise<void> {
  const input = cell.querySelector<HTMLInputElement>('input');
  assert(input, 'date input');
  input.focus();
  input.click();
  typeInto(input, date);
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true }));
  await waitFor(() => input.value === date, `the date ${date} to stick`);
  document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
}

async function setMatchType(modal: HTMLElement, label: 'AND' | 'OR'): Promise<void> {
  const radio = [...modal.querySelectorAll<HTMLElement>('.arco-radio-button')].find((r) =>
    r.textContent?.startsWith(label),
  );
  assert(radio, `match type ${label}`);
  radio.click();
  await waitFor(() => radio.classList.contains('arco-radio-checked'), `${label} checked`);
}

// ---------------------------------------------------------------- the real list

async function listUsers(params: Partial<SuperQueryParams> = {}): Promise<UserRow[]> {
  const page = unwrap(await getAction<{ records: UserRow[] }>('/sys/user/list', { ...params, pageSize: 1000 }));
  return page.records;
}

const names = (users: readonly UserRow[]) => users.map((u) => u.username).sort();

let everyone: UserRow[] = [];

before(async () => {
  const { token } = await apiLogin('tenant1');
  local.set(StorageKeys.accessToken, token);
  everyone = await listUsers();
  assert(everyone.length > 5, 'tenant1 sees its users');
});

after(() => {
  local.remove(StorageKeys.accessToken);
});

// ---------------------------------------------------------------- tests

describe('super query against the reference server', () => {
  it('runs two conditions with and, then with or, and gets the right rows', async () => {
    const { host, searches } = mount();
    const modal = await openModal(host);
    assertEqual(modal.style.width, '1000px', 'modal width');
    await condition(modal, 0, '性别', '等于', (cell) => choose(cell, '女'));
    await press('添加条件', modal);
    await waitFor(() => rows(modal).length === 2, 'a second row');
    await condition(modal, 1, '生日', '大于等于', (cell) => typeDate(cell, '1990-01-01'));

    await press('查询', modal);
    await waitFor(() => searches.length === 1, 'onSearch');
    await waitFor(() => !visible(modal), 'the modal to close');
    const and = searches[0];
    assert(and, 'search params');
    assertEqual(and.superQueryMatchType, 'and', 'match type');
    const expectedAnd = everyone.filter((u) => String(u.sex) === '2' && (u.birthday ?? '') >= '1990-01-01');
    assert(expectedAnd.length > 0, 'some rows match both');
    assertEqual(JSON.stringify(names(await listUsers(and))), JSON.stringify(names(expectedAnd)), 'and rows');

    const trigger = await waitFor(() => findButton('高级查询', host), 'the trigger');
    assertEqual(trigger.getAttribute('aria-pressed'), 'true', 'the button shows an active query');
    assert(host.querySelector('.arco-badge-dot'), 'the badge dot');

    await openModal(host);
    await setMatchType(modal, 'OR');
    await press('查询', modal);
    await waitFor(() => searches.length === 2, 'second onSearch');
    const or = searches[1];
    assert(or, 'or params');
    assertEqual(or.superQueryMatchType, 'or', 'match type or');
    const expectedOr = everyone.filter((u) => String(u.sex) === '2' || (u.birthday ?? '') >= '1990-01-01');
    assert(expectedOr.length > expectedAnd.length, 'or matches more');
    assertEqual(JSON.stringify(names(await listUsers(or))), JSON.stringify(names(expectedOr)), 'or rows');

    await openModal(host);
    await press('重置', modal);
    await waitFor(() => searches.length === 3, 'reset tells the page');
    assertEqual(searches[2], null, 'reset sends null');
    assertEqual(trigger.getAttribute('aria-pressed'), 'false', 'no active query after reset');
    assertEqual(rows(modal).length, 1, 'one empty row after reset');
  });

  it('sends text with + and & intact, and edits by field type (department tree, in as multi-select)', async () => {
    const { host, searches } = mount();
    const modal = await openModal(host);
    await condition(modal, 0, '真实姓名', '模糊', (cell) => {
      const input = cell.querySelector<HTMLInputElement>('input');
      assert(input, 'text input');
      typeInto(input, '国+华&');
    });
    await press('添加条件', modal);
    await waitFor(() => rows(modal).length === 2, 'a second row');
    const departs = unwrap(await getAction<{ title: string; orgCode: string }[]>('/sys/sysDepart/queryTreeList'));
    const root = departs[0];
    assert(root, 'a department');
    await condition(modal, 1, '所属部门', '在...中', (cell) => choose(cell, root.title));
    await setMatchType(modal, 'OR');
    await press('查询', modal);
    await waitFor(() => searches.length === 1, 'onSearch');
    const params = searches[0];
    assert(params, 'params');
    const sent = JSON.parse(decodeURIComponent(params.superQueryParams));
    assertEqual(
      JSON.stringify(sent),
      JSON.stringify([
        { field: 'realname', rule: 'like', val: '国+华&' },
        { field: 'orgCode', rule: 'in', val: [root.orgCode], type: 'sel_depart' },
      ]),
      'the conditions sent',
    );
    const expected = everyone.filter((u) => u.realname.includes('国+华&') || u.orgCode === root.orgCode);
    assert(expected.length > 0, 'someone is in the first department');
    assertEqual(JSON.stringify(names(await listUsers(params))), JSON.stringify(names(expected)), 'rows');

    // The server names a field it does not know: what it read through the browser's request is what was sent.
    const odd = `x+y &z=1%20#'"中`;
    const refusal = await getAction('/sys/user/list', encodeSuperQuery([{ field: odd, rule: 'eq', val: '1' }]), {
      silent: true,
    });
    assertEqual(refusal.message, `不支持的查询字段：${odd}`, 'the field name as the server read it');
  });

  it('picks users from the server and category nodes loaded level by level', async () => {
    const fields: SuperQueryField[] = [
      { value: 'username', text: '用户', type: 'sel_user' },
      { value: 'category', text: '商品分类', type: 'cat_tree', pcode: 'A01' },
    ];
    const { host, searches } = mount({ fields });
    const modal = await openModal(host);
    await condition(modal, 0, '用户', '在...中', async (cell) => {
      await choose(cell, '陈国华（tenant1）');
      await choose(cell, '林晓峰（shop1）');
    });
    await press('查询', modal);
    const users = await waitFor(() => searches[0], 'onSearch');
    assertEqual(JSON.stringify(names(await listUsers(users))), JSON.stringify(['shop1', 'tenant1']), 'picked users');

    await openModal(host);
    await press('添加条件', modal);
    const level = async (query: Record<string, string>) =>
      unwrap(await getAction<{ key: string; title: string }[]>('/sys/category/loadTreeData', query));
    const tops = await level({ pcode: 'A01' });
    const digital = tops.find((node) => node.title === '数码产品');
    assert(digital, 'a top-level category');
    const phone = (await level({ pid: digital.key })).find((node) => node.title === '手机');
    assert(phone, 'a second-level category');
    await condition(modal, 1, '商品分类', '等于', async (cell) => {
      (cell.querySelector('.arco-tree-select-view') as HTMLElement).click();
      const node = await waitFor(
        () =>
          [...document.querySelectorAll<HTMLElement>('.arco-tree-node')].find(
            (n) => n.querySelector('.arco-tree-node-title')?.textContent?.trim() === '数码产品' && visible(n),
          ),
        'the 数码产品 node',
      );
      (node.querySelector('.arco-tree-node-switcher-icon') as HTMLElement).click();
      const leaf = await waitFor(
        () =>
          [...document.querySelectorAll<HTMLElement>('.arco-tree-node-title')].find(
            (n) => n.textContent?.trim() === '手机' && visible(n),
          ),
        'the children loaded on expand',
      );
      leaf.click();
      await waitFor(() => cell.textContent?.includes('手机'), 'the chosen category shown');
    });
    await press('查询', modal);
    const both = await waitFor(() => searches[1], 'second onSearch');
    const sent = JSON.parse(decodeURIComponent(both.superQueryParams)) as { val: unknown }[];
    assertEqual(
      JSON.stringify(sent[1]),
      JSON.stringify({ field: 'category', rule: 'eq', val: phone.key, type: 'cat_tree' }),
      'category id sent',
    );
  });

  it('shows a query already in force (restored list params) and marks the button', async () => {
    const restored = decodeSuperQuery(
      encodeSuperQuery(
        [
          { field: 'sex', rule: 'eq', val: '2', type: 'list' },
          { field: 'realname', rule: 'right_like', val: '张' },
        ],
        'or',
      ),
    );
    const { host } = mount({ initialQuery: restored });
    const trigger = await waitFor(() => findButton('高级查询', host), 'the trigger');
    assertEqual(trigger.getAttribute('aria-pressed'), 'true', 'active from the start');
    const modal = await openModal(host);
    assertEqual(rows(modal).length, 2, 'two rows');
    await waitFor(() => row(modal, 0).textContent?.includes('女'), 'the dictionary label of the value');
    assert(row(modal, 1).textContent?.includes('以..开始'), 'the rule');
    const checked = modal.querySelector('.arco-radio-button.arco-radio-checked');
    assert(checked?.textContent?.startsWith('OR'), 'the match type');
  });

  it('warns 不能查询空条件 and 空条件不能保存 for empty conditions, 保存名称不能为空 for a blank name', async () => {
    const { host, searches } = mount();
    const modal = await openModal(host);
    await press('查询', modal);
    await waitForText('不能查询空条件');
    assertEqual(searches.length, 0, 'nothing searched');
    await press('保存查询', modal);
    await waitForText('空条件不能保存');
    assert(!findByText('请输入保存的名称'), 'no name asked');

    await condition(modal, 0, '性别', '等于', () => undefined);
    await press('查询', modal);
    await waitFor(() => countText('不能查询空条件') === 2, 'a field without a value is still empty');

    await choose(valueCell(row(modal, 0)), '男');
    await press('保存查询', modal);
    await waitForText('请输入保存的名称');
    await press('保存');
    await waitForText('保存名称不能为空');
    await press('取消');
    await waitForTextGone('请输入保存的名称');
  });

  it('saves, asks 已存在，是否覆盖？ before overwriting, loads and deletes a saved query', async () => {
    const key = superQuerySaveKey('/test/super-query');
    const { host, searches } = mount();
    const modal = await openModal(host);
    const panel = modal.querySelector<HTMLElement>('[aria-label="保存的查询"]');
    assert(panel, 'saved panel');
    await waitFor(() => findByText('没有保存任何查询', panel), 'empty saved panel');

    const save = async (title: string) => {
      await press('保存查询', modal);
      const input = await waitFor(
        () => document.querySelector<HTMLInputElement>('input[aria-label="保存名称"]'),
        'the name input',
      );
      typeInto(input, title);
      await press('保存');
    };

    await condition(modal, 0, '性别', '等于', (cell) => choose(cell, '女'));
    await save('女员工');
    await waitFor(() => findByText('女员工', panel), 'the saved query listed');
    await waitForTextGone('请输入保存的名称');
    assertEqual(local.get<{ title: string }[]>(key)?.[0]?.title, '女员工', 'stored under prefix + route path');
    assert(localStorage.getItem(`pro__${key}`), 'in local storage');

    // Change the query, save under the same name: the overwrite prompt, declined then accepted.
    await setMatchType(modal, 'OR');
    await press('添加条件', modal);
    await condition(modal, 1, '真实姓名', '以..开始', (cell) => {
      const input = cell.querySelector<HTMLInputElement>('input');
      assert(input, 'text input');
      typeInto(input, '陈');
    });
    await save('女员工');
    await waitForText('女员工 已存在，是否覆盖？');
    await press('取消', document.querySelector('.arco-modal-simple') ?? document);
    await waitForTextGone('女员工 已存在，是否覆盖？');
    assertEqual(local.get<{ records: unknown[] }[]>(key)?.[0]?.records.length, 1, 'declined: unchanged');
    await press('保存');
    await waitForText('女员工 已存在，是否覆盖？');
    await press('覆盖');
    await waitForTextGone('女员工 已存在，是否覆盖？');
    await waitForTextGone('请输入保存的名称');
    const stored = local.get<{ title: string; matchType: string; records: unknown[] }[]>(key) ?? [];
    assertEqual(stored.length, 1, 'still one saved query');
    assertEqual(stored[0]?.matchType, 'or', 'overwritten match type');
    assertEqual(stored[0]?.records.length, 2, 'overwritten conditions');

    // Load it back into an emptied modal and run it.
    await press('重置', modal);
    await waitFor(() => rows(modal).length === 1 && valueCell(row(modal, 0)).querySelector('input[disabled]'), 'reset');
    (findByText('女员工', panel) as HTMLElement).click();
    await waitFor(() => rows(modal).length === 2, 'two rows loaded');
    assert(row(modal, 0).textContent?.includes('性别'), 'first field restored');
    assert(row(modal, 0).textContent?.includes('女'), 'first value label restored');
    assert(
      (row(modal, 1).querySelector('input[aria-label="查询值"], .super-query__value input') as HTMLInputElement)
        ?.value === '陈',
      'second value restored',
    );
    await press('查询', modal);
    const params = await waitFor(() => searches.find((s) => s?.superQueryMatchType === 'or'), 'the loaded search');
    const expected = everyone.filter((u) => String(u.sex) === '2' || u.realname.startsWith('陈'));
    assertEqual(JSON.stringify(names(await listUsers(params))), JSON.stringify(names(expected)), 'rows');

    // Delete it.
    await openModal(host);
    const bin = panel.querySelector<HTMLButtonElement>('button[aria-label="删除查询 女员工"]');
    assert(bin, 'delete button');
    bin.click();
    await waitForText('是否删除当前查询？');
    await press('确定');
    await waitFor(() => findByText('没有保存任何查询', panel), 'the panel empty again');
    assertEqual(local.get(key), null, 'removed from storage');
  });
});
