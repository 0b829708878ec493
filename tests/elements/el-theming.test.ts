// Theming from the page, in real Chromium: the public `--wk-*` tokens set on :root, on a wrapper or on the
// element reach the element and its popups (in the body-level <wk-portal>), in the light and the dark theme;
// a page's unprefixed Arco variables do not leak in; ::part() names style the element's trigger and table
// and, through `wk-portal[data-for=<tag>]`, its popups.
import '../../src/elements/entries/admin-elements';
import { configure } from '../../src/elements/kit/kit-config';
import type { NoticeApi } from '../../src/widgets/notice-bell';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, inside, mountElement, portalOf, unmountElements } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

type Kit = HTMLElement & { show(): void; updateComplete: Promise<void> };

const LIGHT_PRIMARY = 'rgb(22, 93, 255)';
const DARK_PRIMARY = 'rgb(60, 126, 255)';
const BRAND = 'rgb(120, 82, 220)';

const cleanups: (() => void)[] = [];
const later = (cleanup: () => void) => cleanups.push(cleanup);

/** A page stylesheet (removed after the test). */
function pageStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  later(() => style.remove());
}

function wrapper(style: string): HTMLElement {
  const div = document.createElement('div');
  div.setAttribute('style', style);
  document.body.append(div);
  later(() => div.remove());
  return div;
}

/** Waits out Arco's 0.1 s colour transitions. */
const colour = (element: Element, property: 'backgroundColor' | 'color', expected: string, what: string) =>
  waitFor(() => getComputedStyle(element)[property] === expected, `${what}: ${expected}`).catch(() => {
    throw new Error(`${what}: expected ${expected}, got ${getComputedStyle(element)[property]}`);
  });

/** The cron-builder's 选择 dialog, opened; resolves to the dialog (`.arco-modal`) in the element's portal. */
async function openCronDialog(cron: Element): Promise<HTMLElement> {
  click(findByText('选择', cron.shadowRoot as ShadowRoot)?.closest('button') as HTMLElement);
  return waitFor(() => {
    const modal = portalOf(cron)?.querySelector<HTMLElement>('.arco-modal');
    const wrap = modal?.closest<HTMLElement>('.arco-modal-wrapper');
    return wrap && getComputedStyle(wrap).display !== 'none' ? modal : null;
  }, 'the cron dialog');
}

async function closeCronDialog(cron: Element, modal: HTMLElement): Promise<void> {
  click(modal.querySelector('.arco-modal-footer .arco-btn-secondary') as HTMLElement);
  await waitFor(() => {
    const wrap = portalOf(cron)?.querySelector<HTMLElement>('.arco-modal-wrapper');
    return !wrap || getComputedStyle(wrap).display === 'none';
  }, 'the dialog closed');
}

const okButton = (modal: HTMLElement) => modal.querySelector<HTMLElement>('.arco-modal-footer .arco-btn-primary');
/** <editable-table toolbar>'s 新增, a primary button in the element's own shadow tree. */
const addButton = (table: Element) => findByText('新增', table.shadowRoot as ShadowRoot)?.closest('button') as Element;

const noticeApi: NoticeApi = {
  listByUser: async () => ({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }),
  markRead: async () => undefined,
  queryById: async () => {
    throw new Error('no notice');
  },
};

describe('theming (--wk-* tokens and ::part)', () => {
  afterEach(async () => {
    await unmountElements();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('a token on :root reaches the element and its popup', async () => {
    document.documentElement.style.setProperty('--wk-primary-6', '120,82,220');
    later(() => document.documentElement.style.removeProperty('--wk-primary-6'));
    const table = await mountElement('editable-table', { toolbar: '' });
    await colour(addButton(table), 'backgroundColor', BRAND, 'the element primary button');
    const cron = await mountElement('cron-builder');
    const modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', BRAND, 'the popup primary button');
  });

  it('a token on a wrapper reaches the element and its popup; a page Arco variable does not leak in', async () => {
    const box = wrapper('--wk-primary-6: 120,82,220; --wk-font-size: 16px; --primary-6: 255,0,0; --color-bg-3: red');
    const table = await mountElement('editable-table', { toolbar: '' }, box);
    await colour(addButton(table), 'backgroundColor', BRAND, 'the element primary button');
    assertEqual(getComputedStyle(inside(table, '.wk-root') as HTMLElement).fontSize, '16px', 'the element font size');

    const cron = await mountElement('cron-builder', {}, box);
    const modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', BRAND, 'the popup primary button');
    assertEqual(getComputedStyle(modal).fontSize, '16px', 'the popup font size');
    assertEqual(getComputedStyle(modal).backgroundColor, 'rgb(255, 255, 255)', "the page's --color-bg-3 stays out");
  });

  it('keeps the earlier unprefixed names working when set on the element itself', async () => {
    const cron = await mountElement('cron-builder', {}, document.body, (element) =>
      element.style.setProperty('--primary-6', '0,128,0'),
    );
    const choose = findByText('选择', cron.shadowRoot as ShadowRoot)?.closest('button') as Element;
    await colour(choose, 'color', 'rgb(0, 128, 0)', 'the element text button');
    const modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', 'rgb(0, 128, 0)', 'the popup primary button');
  });

  it('switches to the dark defaults with theme="dark", still overridable, also after the popup was open', async () => {
    const cron = await mountElement('cron-builder');
    let modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', LIGHT_PRIMARY, 'light popup primary');
    await closeCronDialog(cron, modal);

    cron.setAttribute('theme', 'dark');
    modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', DARK_PRIMARY, 'dark popup primary');
    await colour(modal, 'backgroundColor', 'rgb(42, 42, 43)', 'dark modal background');
    await closeCronDialog(cron, modal);

    // A page value for the dark theme only, and one for both themes.
    pageStyle('cron-builder[theme="dark"] { --wk-primary-6: 120,82,220; } :root { --wk-color-bg-3: rgb(10, 20, 30); }');
    modal = await openCronDialog(cron);
    await colour(okButton(modal) as HTMLElement, 'backgroundColor', BRAND, 'dark popup primary, overridden');
    await colour(modal, 'backgroundColor', 'rgb(10, 20, 30)', 'dark modal background, overridden');
    const choose = findByText('选择', cron.shadowRoot as ShadowRoot)?.closest('button') as Element;
    await colour(choose, 'color', BRAND, 'dark element text button, overridden');
    await closeCronDialog(cron, modal);

    cron.removeAttribute('theme');
    modal = await openCronDialog(cron);
    await colour(
      okButton(modal) as HTMLElement,
      'backgroundColor',
      LIGHT_PRIMARY,
      'light again: the dark-only value is gone',
    );
    await colour(modal, 'backgroundColor', 'rgb(10, 20, 30)', 'the :root background applies in light too');
  });

  it('a popover opened before follows a later theme switch of its element', async () => {
    configure({ token: 'theming-test' });
    const bell = await mountElement<Kit & { hide(): void }>(
      'notice-bell',
      { 'poll-interval': '0' },
      document.body,
      (element) => Object.assign(element, { api: noticeApi, realtime: null }),
    );
    const popover = async () => {
      bell.show();
      return waitFor(() => {
        const content = portalOf(bell)?.querySelector<HTMLElement>('.arco-popover-content');
        return content && content.getBoundingClientRect().height > 0 ? content : null;
      }, 'the popover');
    };
    await colour(await popover(), 'backgroundColor', 'rgb(255, 255, 255)', 'light popover');
    bell.hide();
    bell.setAttribute('theme', 'dark');
    bell.style.setProperty('--wk-color-text-2', 'rgb(1, 2, 3)');
    await colour(await popover(), 'backgroundColor', 'rgb(55, 55, 57)', 'dark popover');
    await colour(await popover(), 'color', 'rgb(1, 2, 3)', 'a token set on the element since');
  });

  it('styles the trigger, the table and (through the portal) the popup parts from the page', async () => {
    pageStyle(`
      notice-bell::part(trigger) { outline: 3px solid rgb(1, 2, 3); }
      wk-portal[data-for="notice-bell"]::part(popup) { border-top: 5px solid rgb(4, 5, 6); }
      wk-portal[data-for="notice-bell"]::part(body) { color: rgb(7, 8, 9); }
      cron-builder::part(trigger) { margin-left: 11px; }
      wk-portal[data-for="cron-builder"]::part(header) { background-color: rgb(12, 13, 14); }
      wk-portal[data-for="cron-builder"]::part(footer) { background-color: rgb(15, 16, 17); }
      editable-table::part(table) { outline: 2px solid rgb(18, 19, 20); }
    `);
    configure({ token: 'theming-test' });
    const bell = await mountElement<Kit>('notice-bell', { 'poll-interval': '0' }, document.body, (element) =>
      Object.assign(element, { api: noticeApi, realtime: null }),
    );
    const trigger = inside(bell, 'button') as HTMLElement;
    assertEqual(trigger.getAttribute('part'), 'trigger', 'the bell button is the trigger part');
    assertEqual(getComputedStyle(trigger).outlineColor, 'rgb(1, 2, 3)', 'notice-bell::part(trigger)');
    bell.show();
    const popover = await waitFor(
      () => portalOf(bell)?.querySelector<HTMLElement>('.arco-popover-content[part="popup"]'),
      'the popover, as part popup',
    );
    assertEqual(getComputedStyle(popover).borderTopWidth, '5px', 'wk-portal[data-for=notice-bell]::part(popup)');
    assertEqual(getComputedStyle(popover).borderTopColor, 'rgb(4, 5, 6)', 'the popup border colour');
    const body = popover.querySelector('[part="body"]') as HTMLElement;
    assertEqual(getComputedStyle(body).color, 'rgb(7, 8, 9)', '::part(body)');

    const cron = await mountElement('cron-builder');
    assertEqual(getComputedStyle(inside(cron, '[part="trigger"]') as HTMLElement).marginLeft, '11px', 'cron trigger');
    const modal = await openCronDialog(cron);
    const header = await waitFor(() => modal.querySelector<HTMLElement>('[part="header"]'), 'the header part');
    assertEqual(getComputedStyle(header).backgroundColor, 'rgb(12, 13, 14)', '::part(header)');
    const footer = modal.querySelector('[part="footer"]') as HTMLElement;
    assertEqual(getComputedStyle(footer).backgroundColor, 'rgb(15, 16, 17)', '::part(footer)');
    assertEqual(modal.getAttribute('part'), 'popup', 'the modal is the popup part');

    const table = await mountElement('editable-table', {});
    const grid = await waitFor(() => inside(table, '[part="table"]'), 'the table part');
    assertEqual(getComputedStyle(grid).outlineColor, 'rgb(18, 19, 20)', 'editable-table::part(table)');
    assert(!(bell.shadowRoot as ShadowRoot).querySelector('[part="popup"]'), 'popups are not in the element tree');
  });
});
