// Shared set-up of the editable-table browser tests (not a test file itself).
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EditableTable, type EditableTableHandle, type EditableTableProps } from '../../src/widgets/editable-table';
import { assert, waitFor } from './support/dom';

const mounted: Array<{ root: Root; host: HTMLElement }> = [];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two animation frames: React has committed and the browser has laid out. */
export const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export interface MountedTable {
  host: HTMLElement;
  ref: React.RefObject<EditableTableHandle | null>;
  scroller: HTMLElement;
  /** The rendered row element of a row key. */
  row(key: string): HTMLElement | null;
  /** The rendered cell of a row key and column key. */
  cell(key: string, column: string): HTMLElement;
  /** Keys of the rendered rows, top to bottom. */
  renderedKeys(): string[];
  rerender(props: EditableTableProps): void;
}

/**
 * Renders the table into the page (width 900 px by default, `wrap` puts providers around it) and waits
 * for its first rows.
 */
export async function mountTable(
  props: EditableTableProps,
  width = 900,
  wrap: (table: ReactNode) => ReactNode = (table) => table,
  options: { shadow?: boolean } = {},
): Promise<MountedTable> {
  const outer = document.createElement('div');
  outer.style.width = `${width}px`;
  document.body.append(outer);
  let host: HTMLElement = outer;
  if (options.shadow) {
    // As inside a custom element: the page's styles do not reach in, so the shadow root gets its own copy.
    const shadow = outer.attachShadow({ mode: 'open' });
    for (const style of document.head.querySelectorAll('style')) shadow.append(style.cloneNode(true));
    host = document.createElement('div');
    shadow.append(host);
  }
  const root = createRoot(host);
  mounted.push({ root, host: outer });
  const ref = createRef<EditableTableHandle>();
  const render = (next: EditableTableProps) =>
    root.render(<ConfigProvider locale={zhCN}>{wrap(<EditableTable ref={ref} {...next} />)}</ConfigProvider>);
  render(props);
  const scroller = await waitFor(() => host.querySelector<HTMLElement>('.et-scroller'), 'the grid to render');
  const scope: ParentNode = host;
  await frames();
  const row = (key: string) =>
    [...scope.querySelectorAll<HTMLElement>('[data-row-key]')].find((element) => element.dataset.rowKey === key) ??
    null;
  return {
    host: options.shadow ? outer : host,
    ref,
    scroller,
    row,
    cell(key, column) {
      const found = [...(row(key)?.querySelectorAll<HTMLElement>('[data-column]') ?? [])].find(
        (element) => element.dataset.column === column,
      );
      assert(found, `cell ${key}/${column} is rendered`);
      return found;
    },
    renderedKeys: () =>
      [...scope.querySelectorAll<HTMLElement>('.et-body > [data-row-key]')]
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .map((element) => element.dataset.rowKey ?? ''),
    rerender: render,
  };
}

export async function unmountAll(): Promise<void> {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
  await sleep(0);
}

/** Clicks an element's centre with real mouse input. */
export async function click(element: Element): Promise<void> {
  const { sendMouse } = await import('@web/test-runner-commands');
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

/** Presses keys with real keyboard input (Playwright key names, e.g. 'ArrowDown', 'Shift+Tab'). */
export async function press(...keys: string[]): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  for (const key of keys) await sendKeys({ press: key });
}

export async function type(text: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  await sendKeys({ type: text });
}

/**
 * Dispatches a paste of `text` (as Excel puts it on the clipboard) at the focused element; answers
 * whether the page took it over (`preventDefault`) instead of leaving it to the browser.
 */
export function pasteText(text: string): boolean {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const target = document.activeElement ?? document.body;
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Dispatches a copy at the focused element and answers what the page put on the clipboard. */
export function copyText(): string {
  const data = new DataTransfer();
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(
    new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
  );
  return data.getData('text/plain');
}

/** The cell marked active. */
export function activeCell(host: HTMLElement): { key: string; column: string } | null {
  const cell = host.querySelector<HTMLElement>('.et-td.et-active');
  if (!cell) return null;
  return { key: cell.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey ?? '', column: cell.dataset.column ?? '' };
}
