// Events, focus and keyboard of the element kit (issue 16.5), in real Chromium with real key presses: methods
// fire no events, Esc closes the bell's popover, focus returns to the trigger after every modal and popover,
// the inline cron builder's roving tabindex and its Tab count, <user-picker>.getUsers() for a programmatic
// value, exact event details, and a method called before the element is connected.
import '../../src/elements/entries/admin-elements';
import type { NoticeApi, NoticeItem } from '../../src/core/realtime';
import { configure } from '../../src/elements/kit/kit-config';
import type { PickerServices, PickerUser } from '../../src/widgets/user-picker';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, inside, mountElement, nextEvent, portalOf, settle, unmountElements } from './support/kit';
import { afterEach, before, describe, it } from './support/mocha';

type Kit = HTMLElement & { updateComplete: Promise<void>; [member: string]: unknown };
type Methods = Record<string, (...args: unknown[]) => unknown>;

/** The events a user action fires; a method or a value set by the page fires none of them. */
const USER_EVENTS = [
  'wk-change',
  'wk-open',
  'wk-close',
  'wk-select',
  'wk-read',
  'wk-view-more',
  'wk-open-url',
  'wk-import',
  'wk-row-add',
  'wk-row-delete',
  'wk-selection-change',
];

async function press(key: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  await sendKeys({ press: key });
}

/** The focused element, inside shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Records the user-action events reaching the document while `body` runs. */
async function eventsDuring(body: () => Promise<void>): Promise<string[]> {
  const heard: string[] = [];
  const listener = (event: Event) => heard.push(`${(event.target as Element).localName} ${event.type}`);
  for (const name of USER_EVENTS) document.addEventListener(name, listener);
  try {
    await body();
    await settle();
  } finally {
    for (const name of USER_EVENTS) document.removeEventListener(name, listener);
  }
  return heard;
}

const USERS: PickerUser[] = [
  { id: 'u1', username: 'alice', realname: '爱丽丝', orgCodeTxt: '研发部', phone: '13800000001' },
  { id: 'u2', username: 'bob', realname: '鲍勃', orgCodeTxt: '市场部', phone: '13800000002' },
];

/** The picker's look-ups, answered from USERS after a delay (as a server would). */
const services: Partial<PickerServices> = {
  usersByValues: (values, field) =>
    new Promise((resolve) => setTimeout(() => resolve(USERS.filter((user) => values.includes(user[field]))), 50)),
};

const NOTICE: NoticeItem = {
  id: 'n1',
  titile: '键盘测试公告',
  msgContent: '内容',
  priority: 'M',
  sender: 'admin',
  sendTime: '2025-01-01 08:00:00',
};
const noticeApi: NoticeApi = {
  listByUser: async () => ({ anntMsgList: [NOTICE], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 0 }),
  markRead: async () => undefined,
  queryById: async () => NOTICE,
};

async function mountBell(): Promise<Kit> {
  return mountElement<Kit>('notice-bell', { 'poll-interval': '0' }, document.body, (element) => {
    Object.assign(element, { api: noticeApi, realtime: null });
  });
}

const bellButton = (bell: Element) => inside<HTMLButtonElement>(bell, 'button[aria-label^="通知("]') as HTMLElement;
const popupShown = (bell: Element) => {
  const popup = portalOf(bell)
    ?.querySelector<HTMLElement>('.arco-popover-content')
    ?.closest<HTMLElement>('.arco-trigger');
  return Boolean(popup && getComputedStyle(popup).display !== 'none' && popup.getBoundingClientRect().height > 0);
};
const modalShown = (element: Element) => {
  const wrapper = portalOf(element)?.querySelector<HTMLElement>('.arco-modal-wrapper');
  return Boolean(wrapper && getComputedStyle(wrapper).display !== 'none');
};
const button = (root: ParentNode, text: string) => findByText(text, root as Node)?.closest('button') as HTMLElement;

/** Focuses and clicks `trigger` (as a mouse click does in Chromium), then waits for focus inside the portal. */
async function openFrom(trigger: HTMLElement, owner: Element): Promise<void> {
  trigger.focus();
  click(trigger);
  await waitFor(() => modalShown(owner), 'the modal open');
  await waitFor(() => deepActive()?.getRootNode() === portalOf(owner), 'focus moved into the modal');
}

async function focusReturnsTo(trigger: Element): Promise<void> {
  await waitFor(() => deepActive() === trigger, `focus back on ${trigger.textContent || trigger.localName}`, 3000);
}

describe('element kit: events, focus and keyboard', () => {
  before(() => {
    configure({ apiBase: '/jeecg-boot', token: 'stub-token' });
  });
  afterEach(async () => {
    await unmountElements();
    for (const leftover of document.querySelectorAll('.fk-fixture')) leftover.remove();
  });

  it('fires no user-action event from methods or values set by the page', async () => {
    const cron = await mountElement<Kit>('cron-builder', { value: '0 0 2 * * ?' });
    const inline = await mountElement<Kit>('cron-builder', { variant: 'inline', value: '0 0 2 * * ?' });
    const picker = await mountElement<Kit>('user-picker', { value: 'alice', multiple: '' }, document.body, (el) => {
      Object.assign(el, { services });
    });
    const table = await mountElement<Kit>('editable-table', {}, document.body, (element) => {
      Object.assign(element, {
        columns: [{ key: 'name', title: '名称', type: 'input' }],
        rows: [{ id: 'r1', name: '甲' }],
      });
    });
    const dialog = await mountElement<Kit>('import-dialog', { url: '/sys/position/importExcel' });
    const bell = await mountBell();

    const heard = await eventsDuring(async () => {
      for (const element of [cron, inline]) {
        element.value = '0 30 9 * * ?';
        element.setAttribute('value', '0 15 10 ? * MON-FRI');
        await element.updateComplete;
        (element as unknown as Methods).reset?.();
        (element as unknown as Methods).validate?.();
      }
      picker.value = 'alice,bob';
      await picker.updateComplete;
      await (picker as unknown as Methods).getUsers?.();
      (picker as unknown as Methods).clear?.();
      const methods = table as unknown as Methods;
      methods.addRow?.({ name: '乙' });
      methods.removeRows?.('r1');
      table.rows = [{ id: 'r2', name: '丙' }];
      await table.updateComplete;
      await Promise.resolve(methods.validate?.()).catch(() => undefined);
      (dialog as unknown as Methods).show?.();
      await waitFor(() => modalShown(dialog), 'the import modal open');
      (dialog as unknown as Methods).hide?.();
      dialog.toggleAttribute('open', true);
      await dialog.updateComplete;
      dialog.toggleAttribute('open', false);
      (bell as unknown as Methods).show?.();
      await waitFor(() => popupShown(bell), 'show()');
      (bell as unknown as Methods).hide?.();
      await waitFor(() => !popupShown(bell), 'hide()');
      await (bell as unknown as Methods).refresh?.();
    });
    assertEqual(JSON.stringify(heard), '[]', 'events fired by methods and values');
  });

  it('closes the bell popover with Esc, firing wk-close and returning focus to the bell', async () => {
    const bell = await mountBell();
    const trigger = bellButton(bell);
    trigger.focus();
    const opened = nextEvent(bell, 'wk-open');
    click(trigger);
    assertEqual(JSON.stringify((await opened).detail), '{}', 'wk-open detail');
    await waitFor(() => popupShown(bell), 'the popover');
    assertEqual(trigger.getAttribute('aria-expanded'), 'true', 'aria-expanded');
    let closed = nextEvent(bell, 'wk-close');
    await press('Escape');
    assertEqual(JSON.stringify((await closed).detail), '{}', 'wk-close detail');
    await waitFor(() => !popupShown(bell), 'closed by Esc on the bell');
    assertEqual(deepActive(), trigger, 'focus stays on the bell');

    // Esc from inside the popover (focus on a tab of its panel).
    click(trigger);
    await waitFor(() => popupShown(bell), 'the popover again');
    const tab = portalOf(bell)?.querySelector<HTMLElement>('[role=tab]') as HTMLElement;
    tab.focus();
    assertEqual(deepActive(), tab, 'focus in the popover');
    closed = nextEvent(bell, 'wk-close');
    await press('Escape');
    await closed;
    await waitFor(() => !popupShown(bell), 'closed by Esc in the popover');
    await focusReturnsTo(trigger);
  });

  it('returns focus to the bell after the notice detail modal opened from its popover closes', async () => {
    const bell = await mountBell();
    const trigger = bellButton(bell);
    trigger.focus();
    click(trigger);
    const item = await waitFor(
      () => portalOf(bell)?.querySelector<HTMLElement>(`[title="${NOTICE.titile}"]`),
      'the notice in the popover',
    );
    item.focus();
    click(item);
    await waitFor(() => modalShown(bell), 'the 通知消息 modal');
    await waitFor(() => !popupShown(bell), 'the popover closed');
    click(button(portalOf(bell) as ShadowRoot, '关闭'));
    await waitFor(() => !modalShown(bell), 'the modal closed');
    await focusReturnsTo(trigger);
  });

  it("returns focus to the cron-builder's 选择 button after its dialog closes (关闭 and Esc)", async () => {
    const cron = await mountElement<Kit>('cron-builder', { value: '0 0 2 * * ?' });
    const trigger = button(cron.shadowRoot as ShadowRoot, '选择');
    await openFrom(trigger, cron);
    click(button(portalOf(cron) as ShadowRoot, '关闭'));
    await waitFor(() => !modalShown(cron), 'closed by 关闭');
    await focusReturnsTo(trigger);
    assertEqual(document.documentElement.style.overflow, '', 'page scrolling restored');

    await openFrom(trigger, cron);
    await press('Escape');
    await waitFor(() => !modalShown(cron), 'closed by Esc');
    await focusReturnsTo(trigger);
  });

  it("returns focus to the user-picker's button after its modal closes", async () => {
    const picker = await mountElement<Kit>('user-picker', { modal: 'list' }, document.body, (element) => {
      Object.assign(element, {
        services: {
          ...services,
          searchUsers: async () => ({ records: USERS, total: USERS.length, current: 1, size: 10 }),
        },
      });
    });
    const trigger = button(picker.shadowRoot as ShadowRoot, '选择用户');
    await openFrom(trigger, picker);
    await press('Escape');
    await waitFor(() => !modalShown(picker), 'closed by Esc');
    await focusReturnsTo(trigger);
  });

  it('returns focus to the page button that called show() after the import dialog closes', async () => {
    const dialog = await mountElement<Kit>('import-dialog', { url: '/sys/position/importExcel' });
    const opener = document.createElement('button');
    opener.className = 'fk-fixture';
    opener.textContent = '导入';
    opener.addEventListener('click', () => (dialog as unknown as Methods).show?.());
    document.body.append(opener);
    await openFrom(opener, dialog);
    const closed = nextEvent(dialog, 'wk-close');
    click(button(portalOf(dialog) as ShadowRoot, '关闭'));
    assertEqual(JSON.stringify((await closed).detail), '{}', 'wk-close detail');
    await waitFor(() => !modalShown(dialog), 'closed');
    await focusReturnsTo(opener);
  });

  it('returns focus to the table cell whose picker modal closed (its field, ready for the keyboard)', async () => {
    const table = await mountElement<Kit>('editable-table', { 'always-edit': '' }, document.body, (element) => {
      Object.assign(element, {
        columns: [{ key: 'owner', title: '负责人', type: 'sel_user' }],
        rows: [{ id: 'r1', owner: '' }],
      });
    });
    const trigger = await waitFor(
      () => inside<HTMLButtonElement>(table, '[data-row-key="r1"] button[aria-label="选择用户"]'),
      'the cell picker button',
    );
    await openFrom(trigger, table);
    await press('Escape');
    await waitFor(() => !modalShown(table), 'closed by Esc');
    const cell = trigger.closest('[data-column="owner"]') as HTMLElement;
    await waitFor(
      () => cell.contains(deepActive()) && deepActive()?.matches('input[readonly]'),
      'focus back on the cell field',
    );
  });

  it('crosses the inline cron builder in at most 12 Tab presses, changing nothing; arrows move between tabs', async () => {
    const before = document.createElement('button');
    before.className = 'fk-fixture';
    before.textContent = 'before';
    document.body.append(before);
    const cron = await mountElement<Kit>('cron-builder', { variant: 'inline', value: '0 0 2 * * ?' });
    const after = document.createElement('button');
    after.className = 'fk-fixture';
    after.textContent = 'after';
    document.body.append(after);
    await settle(cron);
    const root = cron.shadowRoot as ShadowRoot;
    const tabs = () => [...root.querySelectorAll<HTMLElement>('[role=tab]')];
    const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

    for (const tab of ['秒', '日', '周']) {
      click(tabs().find((one) => one.textContent === tab) as HTMLElement);
      await settle(cron);
      before.focus();
      let presses = 0;
      const heard = await eventsDuring(async () => {
        while (deepActive() !== after && presses < 100) {
          await press('Tab');
          presses += 1;
        }
      });
      console.log(`Tab presses across the inline builder, ${tab} tab: ${presses}`);
      assert(presses <= 12, `${tab} tab: ${presses} Tab presses to cross the builder (at most 12)`);
      assertEqual(JSON.stringify(heard), '[]', `${tab} tab: tabbing across fires nothing`);
    }
    assertEqual(cron.value, '0 0 2 * * ?', 'the expression is unchanged');

    // One Tab stop for the tab list: the active tab; Left/Right wrap, Home and End.
    click(tabs()[0] as HTMLElement);
    await settle(cron);
    assertEqual(tabs().filter((tab) => tab.tabIndex === 0).length, 1, 'one tab in the Tab order');
    assertEqual(root.querySelector<HTMLElement>('[role=tabpanel]')?.tabIndex, -1, 'the panel is no Tab stop');
    before.focus();
    await press('Tab');
    assertEqual(deepActive(), tabs()[0], 'Tab lands on the active tab');
    await press('ArrowRight');
    await waitFor(() => selected() === '分', 'ArrowRight opens 分');
    assertEqual(deepActive(), tabs()[1], 'and focuses it');
    assertEqual(tabs()[1]?.tabIndex, 0, 'the new active tab is the Tab stop');
    await press('End');
    await waitFor(() => selected() === '年', 'End opens 年');
    await press('ArrowRight');
    await waitFor(() => selected() === '秒', 'ArrowRight on the last tab wraps to 秒');
    await press('ArrowLeft');
    await waitFor(() => selected() === '年', 'ArrowLeft on the first tab wraps to 年');
    await press('Home');
    await waitFor(() => selected() === '秒', 'Home opens 秒');
    assertEqual(deepActive(), tabs()[0], 'focus follows');

    // The mode radios are one native group; the checkbox grid is one stop with arrow keys.
    const radios = [...root.querySelectorAll<HTMLInputElement>('[role=tabpanel] input[type=radio]')];
    assert(radios.length > 2 && new Set(radios.map((radio) => radio.name)).size === 1, 'one named radio group');
    assert(radios[0]?.name, 'the group has a name');
    const boxes = [...root.querySelectorAll<HTMLInputElement>('[role=tabpanel] input[type=checkbox]')];
    assertEqual(boxes.filter((box) => box.tabIndex === 0).length, 1, 'one checkbox in the Tab order');
    const first = boxes.find((box) => box.tabIndex === 0) as HTMLInputElement;
    first.focus();
    await press('ArrowRight');
    assertEqual(deepActive(), boxes[boxes.indexOf(first) + 1], 'ArrowRight moves to the next box');
    await press('ArrowDown');
    assertEqual(deepActive(), boxes[boxes.indexOf(first) + 11], 'ArrowDown moves one row (10 columns)');
    const change = nextEvent<{ value: string }>(cron, 'wk-change');
    await press('Space');
    assertEqual((await change).detail.value.split(' ')[0], '0,11', 'Space ticks the box (a user action)');
  });

  it('resolves <user-picker>.getUsers() for a value set by attribute or property, with the documented fields', async () => {
    const picker = await mountElement<Kit>('user-picker', { value: 'alice', multiple: '' }, document.body, (el) => {
      Object.assign(el, { services });
    });
    const getUsers = () => (picker as unknown as { getUsers(): Promise<unknown[]> }).getUsers();
    assertEqual(
      JSON.stringify(await getUsers()),
      JSON.stringify([{ id: 'u1', username: 'alice', realname: '爱丽丝' }]),
      'getUsers() after the attribute',
    );
    picker.value = 'bob,alice,nobody';
    assertEqual(
      JSON.stringify(await getUsers()),
      JSON.stringify([
        { id: 'u2', username: 'bob', realname: '鲍勃' },
        { id: 'u1', username: 'alice', realname: '爱丽丝' },
      ]),
      'getUsers() right after the property (an unknown value left out)',
    );

    // Before connection: the property set, the method called, then the element connected.
    const early = document.createElement('user-picker');
    Object.assign(early, { services, value: 'bob' });
    const pending = early.getUsers();
    assert(pending instanceof Promise, 'a promise before connection');
    document.body.append(early);
    try {
      assertEqual(
        JSON.stringify(await pending),
        JSON.stringify([{ id: 'u2', username: 'bob', realname: '鲍勃' }]),
        'resolved after the first render',
      );
    } finally {
      early.remove();
    }
  });

  it('gives exactly the documented event details (user-picker and cron-builder wk-change)', async () => {
    const picker = await mountElement<Kit>('user-picker', { value: 'alice,bob', multiple: '' }, document.body, (el) => {
      Object.assign(el, { services });
    });
    const tag = await waitFor(
      () =>
        [...(picker.shadowRoot?.querySelectorAll<HTMLElement>('.arco-tag') ?? [])].find(
          (one) => one.textContent === '爱丽丝',
        ),
      'the tag of alice',
    );
    const change = nextEvent<Record<string, unknown>>(picker, 'wk-change');
    click(tag.querySelector('.arco-tag-close-btn') as HTMLElement);
    const { detail } = await change;
    assertEqual(
      JSON.stringify(detail),
      JSON.stringify({ value: 'bob', users: [{ id: 'u2', username: 'bob', realname: '鲍勃' }] }),
      'user-picker wk-change detail (no phone, no orgCodeTxt)',
    );

    const cron = await mountElement<Kit>('cron-builder', { value: '0 0 2 * * ?' });
    const input = inside<HTMLInputElement>(cron, 'input[aria-label="cron表达式"]') as HTMLInputElement;
    input.focus();
    const typed = nextEvent<Record<string, unknown>>(cron, 'wk-change');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '0 0 3 * * ?');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    assertEqual(
      JSON.stringify(Object.keys((await typed).detail)),
      JSON.stringify(['value', 'valid', 'message']),
      'cron-builder wk-change detail keys',
    );
  });

  it('runs a method called before the element is connected once it has rendered', async () => {
    const cron = document.createElement('cron-builder');
    cron.setAttribute('value', '0 0 25 * * ?');
    const early = cron.validate() as unknown;
    assert(early instanceof Promise, 'a promise, not an error');
    let settled = false;
    early.finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert(!settled, 'still waiting while not connected');
    document.body.append(cron);
    try {
      const result = (await early) as { valid: boolean; message: string | null };
      assertEqual(result.valid, false, 'validated the attribute value after the first render');
    } finally {
      cron.remove();
    }
  });
});
