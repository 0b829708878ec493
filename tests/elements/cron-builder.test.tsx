// The cron builder widget in real Chromium: the cron表达式 dialog behind CronInput, and the inline builder.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { type ReactNode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { describeCron, formatFireTime, nextFireTimes } from '../../src/core/cron';
import { CronBuilder, type CronBuilderProps, CronInput, type CronInputProps } from '../../src/widgets/cron-builder';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';

const ZONE = 'Asia/Shanghai';
const roots: Root[] = [];
const cleanups: (() => void)[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function render(node: ReactNode, container: Element | ShadowRoot = document.body): void {
  const host = document.createElement('div');
  host.style.width = '660px';
  container.append(host);
  const root = createRoot(host);
  roots.push(root);
  cleanups.push(() => host.remove());
  root.render(<ConfigProvider locale={zhCN}>{node}</ConfigProvider>);
}

/** A page holding the expression in state, as a form would; `changes` records every onChange. */
function mountInput(initial: string, props: Partial<CronInputProps> = {}) {
  const changes: string[] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <CronInput
        value={value}
        timeZone={ZONE}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Page />);
  return { changes };
}

async function mountBuilder(initial: string, props: Partial<CronBuilderProps> = {}) {
  const changes: string[] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <CronBuilder
        value={value}
        timeZone={ZONE}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Page />);
  await waitFor(() => document.querySelector('[role="tab"]'), 'the builder to render');
  return { changes };
}

// ---- queries -------------------------------------------------------------------------------------------------

function pageInput(root: ParentNode = document): HTMLInputElement {
  const input = Array.from(root.querySelectorAll<HTMLInputElement>('input[aria-label="cron表达式"]')).find(
    (el) => !el.closest('.arco-modal'),
  );
  assert(input, 'the page input');
  return input;
}

function expressionBox(scope: ParentNode): HTMLInputElement {
  const input = scope.querySelector<HTMLInputElement>('input[aria-label="cron表达式"]');
  assert(input, 'the expression box of the builder');
  return input;
}

function tab(scope: ParentNode, name: string): HTMLElement {
  const found = Array.from(scope.querySelectorAll<HTMLElement>('[role="tab"]')).find(
    (el) => el.textContent?.replace('•', '').trim() === name,
  );
  assert(found, `the ${name} tab`);
  return found;
}

async function openTab(scope: ParentNode, name: string): Promise<HTMLElement> {
  tab(scope, name).click();
  return waitFor(
    () => (tab(scope, name).getAttribute('aria-selected') === 'true' ? activePane(scope)?.firstElementChild : null),
    `the ${name} tab to open`,
  ) as Promise<HTMLElement>;
}

function activePane(scope: ParentNode): HTMLElement | null {
  return scope.querySelector<HTMLElement>('.arco-tabs-content-item-active');
}

/** The radio whose label is `label` in the open tab. */
function radio(scope: ParentNode, label: string): HTMLInputElement {
  const pane = activePane(scope);
  assert(pane, 'an open tab');
  const text = Array.from(pane.querySelectorAll<HTMLElement>('.arco-radio-text')).find(
    (el) => el.textContent?.trim() === label,
  );
  const input = text?.closest('label')?.querySelector<HTMLInputElement>('input[type="radio"]');
  assert(input, `the radio "${label}"`);
  return input;
}

function checkedRadio(scope: ParentNode): string {
  const pane = activePane(scope);
  const input = pane?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return input?.closest('label')?.querySelector('.arco-radio-text')?.textContent?.trim() ?? '';
}

function numberInput(scope: ParentNode, label: string): HTMLInputElement {
  const input = activePane(scope)?.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  assert(input, `the input "${label}"`);
  return input;
}

/** Types into an input as a user does (React sees input events), then leaves it. */
async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await sleep(20);
  input.blur();
  await sleep(20);
}

async function chooseWeekday(scope: ParentNode, label: string, weekday: string): Promise<void> {
  const select = activePane(scope)?.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  assert(select, `the select "${label}"`);
  (select.closest('.arco-select') ?? select).querySelector<HTMLElement>('.arco-select-view')?.click();
  const option = await waitFor(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('.arco-select-option')).find(
        (el) => el.textContent?.trim() === weekday && el.offsetParent !== null,
      ),
    `the option ${weekday}`,
  );
  option.click();
  await sleep(50);
}

function checkbox(scope: ParentNode, label: string): HTMLInputElement {
  const text = Array.from(activePane(scope)?.querySelectorAll<HTMLElement>('.arco-checkbox-text') ?? []).find(
    (el) => el.textContent?.trim() === label,
  );
  const input = text?.closest('label')?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  assert(input, `the checkbox ${label}`);
  return input;
}

function previewTimes(scope: ParentNode): string[] {
  return Array.from(scope.querySelectorAll('[aria-label="执行时间预览"] li')).map((li) =>
    (li.textContent ?? '').replace(/^\d+\./, '').trim(),
  );
}

/** What the preview must show for `expression`: the engine's sentence and next 10 times, formatted in the zone. */
function expectedTimes(expression: string): string[] {
  return nextFireTimes(expression, { from: new Date(), count: 10, timeZone: ZONE }).map((d) => {
    const { text, weekday } = formatFireTime(d, ZONE);
    return `${text}${weekday}`;
  });
}

async function expectPreview(scope: ParentNode, expression: string): Promise<void> {
  await waitFor(
    () =>
      scope.querySelector('[aria-label="执行时间预览"]') &&
      previewTimes(scope).join('|') === expectedTimes(expression).join('|'),
    `the preview of ${expression} (shown: ${previewTimes(scope).join(', ')})`,
    3000,
  );
  const description = scope.querySelector('[aria-label="执行时间预览"]')?.textContent ?? '';
  assert(
    description.includes(describeCron(expression, 'zh-CN')),
    `the description of ${expression} in "${description}"`,
  );
}

async function openDialog(): Promise<HTMLElement> {
  (await waitFor(() => findByText('选择')?.closest('button'), 'the 选择 button')).click();
  return waitFor(() => document.querySelector<HTMLElement>('.arco-modal'), 'the dialog to open');
}

function footerButton(scope: HTMLElement, text: string): HTMLButtonElement {
  const button = Array.from(scope.querySelectorAll<HTMLButtonElement>('.arco-modal-footer button')).find(
    (b) => b.textContent?.replace(/\s/g, '') === text,
  );
  assert(button, `the ${text} button`);
  return button;
}

async function step(scope: ParentNode, expected: string): Promise<void> {
  await waitFor(
    () => expressionBox(scope).value === expected,
    `the expression ${expected} (is ${expressionBox(scope).value})`,
  );
}

// ---- tests ---------------------------------------------------------------------------------------------------

describe('cron-builder widget', () => {
  // Chromium reports a benign "ResizeObserver loop completed with undelivered notifications" when Arco's tabs
  // re-measure in the frame that resized them (seen with the dialog in a shadow root). It is an error event, not an
  // exception of the widget, so it must not fail the test (the runner still logs its null `error`).
  let previousOnError: OnErrorEventHandler = null;
  before(() => {
    previousOnError = window.onerror;
    window.onerror = (message, ...rest) =>
      String(message).includes('ResizeObserver loop') ? true : (previousOnError?.(message, ...rest) ?? false);
  });
  after(() => {
    window.onerror = previousOnError;
  });

  afterEach(async () => {
    for (const root of roots.splice(0)) root.unmount();
    for (const cleanup of cleanups.splice(0)) cleanup();
    await sleep(0);
  });

  it('opens the 608 px cron表达式 dialog with the seven tabs, OK and 关闭', async () => {
    mountInput('');
    const modal = await openDialog();
    assertEqual(modal.offsetWidth, 608, 'dialog width');
    assertEqual(modal.querySelector('.arco-modal-title')?.textContent, 'cron表达式', 'title');
    const tabs = Array.from(modal.querySelectorAll('[role="tab"]')).map((t) => t.textContent?.trim());
    assertEqual(tabs.join(' '), '秒 分 时 日 月 周 年', 'tabs');
    footerButton(modal, '确定');
    footerButton(modal, '关闭');
    await step(modal, '0 * * * * ?');
  });

  it('builds an expression through every tab, shown in the dialog, its preview and then the input', async () => {
    const { changes } = mountInput('');
    const modal = await openDialog();

    await openTab(modal, '秒');
    radio(modal, '循环').click();
    await typeInto(numberInput(modal, '秒 循环间隔'), '15');
    await step(modal, '0/15 * * * * ?');
    await expectPreview(modal, '0/15 * * * * ?');

    await openTab(modal, '分');
    radio(modal, '区间').click();
    await typeInto(numberInput(modal, '分 区间开始'), '10');
    await typeInto(numberInput(modal, '分 区间结束'), '20');
    await step(modal, '0/15 10-20 * * * ?');

    await openTab(modal, '时');
    radio(modal, '指定').click();
    checkbox(modal, '09').click();
    await sleep(20);
    checkbox(modal, '18').click();
    await sleep(20);
    checkbox(modal, '00').click();
    await step(modal, '0/15 10-20 9,18 * * ?');

    await openTab(modal, '日');
    radio(modal, '工作日').click();
    await typeInto(numberInput(modal, '日 最近工作日'), '15');
    await step(modal, '0/15 10-20 9,18 15W * ?');
    await expectPreview(modal, '0/15 10-20 9,18 15W * ?');

    await openTab(modal, '月');
    radio(modal, '循环').click();
    await typeInto(numberInput(modal, '月 循环开始'), '1');
    await typeInto(numberInput(modal, '月 循环间隔'), '3');
    await step(modal, '0/15 10-20 9,18 15W 1/3 ?');

    await openTab(modal, '周');
    radio(modal, '本月第').click();
    await typeInto(numberInput(modal, '周 第几个'), '2');
    await chooseWeekday(modal, '周 第几个星期几', '周二');
    await step(modal, '0/15 10-20 9,18 ? 1/3 3#2');

    await openTab(modal, '年');
    radio(modal, '区间').click();
    await typeInto(numberInput(modal, '年 区间开始'), '2027');
    await typeInto(numberInput(modal, '年 区间结束'), '2030');
    const built = '0/15 10-20 9,18 ? 1/3 3#2 2027-2030';
    await step(modal, built);
    await expectPreview(modal, built);
    assert(
      previewTimes(modal)[0]?.startsWith('2027-01-12 09:10:00'),
      'the year is honoured: second Tuesday of Jan 2027',
    );

    // The 日 tab now yields to the week: disabled, 不设置 checked.
    await openTab(modal, '日');
    assertEqual(checkedRadio(modal), '不设置 ?', 'day not set');
    assert(radio(modal, '工作日').disabled, 'day modes disabled while the week decides');

    assertEqual(changes.length, 0, 'nothing reaches the page before OK');
    footerButton(modal, '确定').click();
    await waitFor(() => !document.querySelector('.arco-modal'), 'the dialog to close');
    assertEqual(pageInput().value, built, 'the input shows the built expression');
    assertEqual(changes.at(-1), built, 'onChange(built)');
  });

  it('reopens with the value and restores every mode', async () => {
    const cases: [string, [string, string][]][] = [
      [
        '0 0 9 L-3 * ? 2030',
        [
          ['秒', '指定'],
          ['时', '指定'],
          ['日', '月末前'],
          ['周', '不设置 ?（按「日」执行）'],
          ['年', '指定'],
        ],
      ],
      [
        '5-40 */5 8-18 LW 2-11 ? *',
        [
          ['秒', '区间'],
          ['分', '循环'],
          ['时', '区间'],
          ['日', '本月最后一个工作日 LW'],
          ['月', '区间'],
          ['年', '每年 *'],
        ],
      ],
      [
        '0 15 10 ? * 6L',
        [
          ['日', '不设置 ?'],
          ['周', '本月最后一个'],
        ],
      ],
      ['0 0 12 ? * MON-FRI', [['周', '区间']]],
      ['0 0 12 L * ?', [['日', '本月最后一天 L']]],
      ['0 0 12 1-10/2 * ?', [['日', '保留原样']]],
    ];
    for (const [expression, expected] of cases) {
      mountInput(expression);
      const modal = await openDialog();
      for (const [tabName, mode] of expected) {
        await openTab(modal, tabName);
        assertEqual(checkedRadio(modal), mode, `${expression}: the ${tabName} tab`);
      }
      footerButton(modal, '关闭').click();
      await waitFor(() => !document.querySelector('.arco-modal'), 'the dialog to close');
      for (const root of roots.splice(0)) root.unmount();
      for (const cleanup of cleanups.splice(0)) cleanup();
    }
  });

  it('restores the inputs of the modes: numbers, weekdays and year lists', async () => {
    mountInput('3/7 5-40 0 ? 6,12 2#3 2027,2029');
    const modal = await openDialog();
    await openTab(modal, '秒');
    assertEqual(numberInput(modal, '秒 循环开始').value, '3', 'second loop start');
    assertEqual(numberInput(modal, '秒 循环间隔').value, '7', 'second loop step');
    await openTab(modal, '分');
    assertEqual(numberInput(modal, '分 区间开始').value, '5', 'minute range start');
    assertEqual(numberInput(modal, '分 区间结束').value, '40', 'minute range end');
    await openTab(modal, '月');
    assert(
      checkbox(modal, '6月').checked && checkbox(modal, '12月').checked && !checkbox(modal, '1月').checked,
      'months',
    );
    await openTab(modal, '周');
    assertEqual(checkedRadio(modal), '本月第', 'nth weekday');
    assertEqual(numberInput(modal, '周 第几个').value, '3', 'third');
    const weekday = activePane(modal)?.querySelector('[aria-label="周 第几个星期几"]')?.closest('.arco-select');
    assertEqual(weekday?.querySelector('.arco-select-view-value')?.textContent, '周一', 'Monday (2 on the wire)');
    await openTab(modal, '年');
    const tags = Array.from(activePane(modal)?.querySelectorAll('.arco-tag') ?? []).map((t) => t.textContent);
    assertEqual(tags.join(','), '2027,2029', 'year list');
    await step(modal, '3/7 5-40 0 ? 6,12 2#3 2027,2029');
    await expectPreview(modal, '3/7 5-40 0 ? 6,12 2#3 2027,2029');
  });

  it('shows the parse error instead of a preview for an invalid typed expression, and OK is disabled', async () => {
    mountInput('0 0 9 * * ?');
    const modal = await openDialog();
    await expectPreview(modal, '0 0 9 * * ?');
    await typeInto(expressionBox(modal), '0 0 25 * * ?');
    const message = 'cron表达式的「时」部分有误：取值必须在 0-23 之间：25';
    await waitFor(() => modal.querySelector('.arco-alert-error')?.textContent?.includes(message), 'the engine error');
    assert(!modal.querySelector('[aria-label="执行时间预览"]'), 'no preview while invalid');
    assert(footerButton(modal, '确定').disabled, 'OK disabled');
    assertEqual(tab(modal, '时').querySelector('[aria-invalid]') !== null, true, 'the 时 tab is marked');
    await openTab(modal, '时');
    assertEqual(checkedRadio(modal), '保留原样', 'the bad hour is kept as typed, where the error is');

    await typeInto(expressionBox(modal), '0 0 23 * * ?');
    await expectPreview(modal, '0 0 23 * * ?');
    assert(!footerButton(modal, '确定').disabled, 'OK enabled again');
    await openTab(modal, '时');
    assertEqual(checkedRadio(modal), '指定', 'the tabs follow the typed expression');
    assert(checkbox(modal, '23').checked, 'hour 23 ticked');

    await typeInto(expressionBox(modal), '0 0 9');
    await waitFor(
      () => modal.querySelector('.arco-alert-error')?.textContent?.includes('至少需要6个部分'),
      'too few parts',
    );
  });

  it('updates the preview 500 ms after the last change, not before', async () => {
    await mountBuilder('0 0 9 * * ? 2031');
    await expectPreview(document, '0 0 9 * * ? 2031');
    await typeInto(expressionBox(document), '0 0 10 * * ? 2031');
    await sleep(250);
    assert(previewTimes(document)[0]?.startsWith('2031-01-01 09:00:00'), 'still the old preview at 250 ms');
    await waitFor(() => previewTimes(document)[0]?.startsWith('2031-01-01 10:00:00'), 'the new preview', 1500);
  });

  it('follows the spec bounds: integers clamped into the table, and Quartz errors shown where they are', async () => {
    const { changes } = await mountBuilder('0 0 * * * ?');
    await openTab(document, '时');
    radio(document, '区间').click();
    const end = numberInput(document, '时 区间结束');
    assertEqual(end.getAttribute('aria-valuemax'), '23', 'hour max');
    await typeInto(end, '99');
    await step(document, '0 0 0-23 * * ?');
    await openTab(document, '分');
    radio(document, '循环').click();
    const stepInput = numberInput(document, '分 循环间隔');
    assertEqual(stepInput.getAttribute('aria-valuemax'), '60', 'minute step up to 60 (spec)');
    await typeInto(stepInput, '60');
    await step(document, '0 0/60 0-23 * * ?');
    await waitFor(
      () => activePane(document)?.querySelector('.arco-alert-error')?.textContent?.includes('步长不能大于 59'),
      'the engine refuses 0/60 in the 分 tab',
    );
    await openTab(document, '周');
    radio(document, '本月第').click();
    const nth = numberInput(document, '周 第几个');
    assertEqual(`${nth.getAttribute('aria-valuemin')}-${nth.getAttribute('aria-valuemax')}`, '1-5', 'nth 1-5');
    await typeInto(nth, '2.5');
    await sleep(100);
    await step(document, '0 0/60 0-23 ? * 2#1');
    assertEqual(nth.value, '1', 'a non-integer is refused');
    await typeInto(nth, '9');
    await step(document, '0 0/60 0-23 ? * 2#5');
    assert(changes.includes('0 0 0-23 * * ?'), 'onChange on each user change');
  });

  it('turns the 日 tab back on from the 周 tab (不设置) and from its own button', async () => {
    await mountBuilder('0 0 9 ? * 6L');
    await openTab(document, '日');
    assert(radio(document, '每日 *').disabled, 'disabled while the week decides');
    (await waitFor(() => findByText('改为按日设置')?.closest('button'), 'the switch button')).click();
    await step(document, '0 0 9 * * ?');
    await openTab(document, '周');
    radio(document, '本月最后一个').click();
    await step(document, '0 0 9 ? * 6L');
    radio(document, '不设置 ?（按「日」执行）').click();
    await step(document, '0 0 9 * * ?');
  });

  it('typing in the inline builder restores the tabs', async () => {
    await mountBuilder('');
    await step(document, '0 * * * * ?');
    await typeInto(expressionBox(document), '0 0 12 ? * MON-FRI');
    await openTab(document, '周');
    assertEqual(checkedRadio(document), '区间', 'week range');
    const from = activePane(document)?.querySelector('[aria-label="周 区间开始"]')?.closest('.arco-select');
    assertEqual(from?.querySelector('.arco-select-view-value')?.textContent, '周一', 'from Monday');
    radio(document, '循环').click();
    await step(document, '0 0 12 ? * 2/1');
  });

  it('hides the 秒 tab with hideSecond and keeps the second part', async () => {
    await mountBuilder('30 0/5 * * * ?', { hideSecond: true });
    const tabs = Array.from(document.querySelectorAll('[role="tab"]')).map((t) => t.textContent?.trim());
    assertEqual(tabs.join(' '), '分 时 日 月 周 年', 'six tabs');
    await openTab(document, '分');
    radio(document, '区间').click();
    assertEqual(numberInput(document, '分 区间开始').getAttribute('aria-valuemin'), '0', 'six-tab minute range from 0');
    await typeInto(numberInput(document, '分 区间开始'), '0');
    await typeInto(numberInput(document, '分 区间结束'), '30');
    await step(document, '30 0-30 * * * ?');
  });

  it('clears the input with its clear icon and keeps the value when the dialog is closed with 关闭', async () => {
    const { changes } = mountInput('0 0 9 * * ?');
    const modal = await openDialog();
    await openTab(modal, '日');
    radio(modal, '本月最后一天 L').click();
    await step(modal, '0 0 9 L * ?');
    footerButton(modal, '关闭').click();
    await waitFor(() => !document.querySelector('.arco-modal'), 'closed');
    assertEqual(pageInput().value, '0 0 9 * * ?', 'unchanged after 关闭');
    const reopened = await openDialog();
    await openTab(reopened, '日');
    assertEqual(checkedRadio(reopened), '每日 *', 'the edit was discarded');
    footerButton(reopened, '关闭').click();
    await waitFor(() => !document.querySelector('.arco-modal'), 'closed again');
    pageInput().focus();
    const clear = await waitFor(
      () => pageInput().parentElement?.querySelector<HTMLElement>('.arco-input-clear-icon'),
      'the clear icon',
    );
    clear.click();
    await waitFor(() => pageInput().value === '', 'cleared');
    assertEqual(changes.at(-1), '', "onChange('')");
  });

  it('renders the dialog and its selects into the container from getPopupContainer (shadow root)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    cleanups.push(() => host.remove());
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    shadow.append(style);
    const portal = document.createElement('div');
    portal.style.position = 'relative';
    shadow.append(portal);
    function Page() {
      const [value, setValue] = useState('0 0 9 ? * 6L');
      return <CronInput value={value} onChange={setValue} getPopupContainer={() => portal} timeZone={ZONE} />;
    }
    render(<Page />, shadow);
    (await waitFor(() => findByText('选择', shadow)?.closest('button'), 'the 选择 button in the shadow root')).click();
    const modal = await waitFor(
      () => portal.querySelector<HTMLElement>('.arco-modal'),
      'the dialog inside the container',
    );
    assert(!document.querySelector('.arco-modal'), 'no dialog in the document');
    await openTab(modal, '周');
    const select = activePane(modal)?.querySelector('[aria-label="周 最后一个星期几"]')?.closest('.arco-select');
    select?.querySelector<HTMLElement>('.arco-select-view')?.click();
    await waitFor(() => portal.querySelector('.arco-select-popup'), 'the weekday list inside the container');
    assert(!document.querySelector('.arco-select-popup'), 'no select popup in the document');
    const option = Array.from(portal.querySelectorAll<HTMLElement>('.arco-select-option')).find(
      (el) => el.textContent === '周三',
    );
    option?.click();
    await step(modal, '0 0 9 ? * 4L');
    footerButton(modal, '确定').click();
    await waitFor(() => pageInput(shadow).value === '0 0 9 ? * 4L', 'the value inside the shadow root');
  });
});
