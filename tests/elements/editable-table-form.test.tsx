// The showcase's 一对多子表 form (src/host/pages/showcase/parts/SubTablesDemo.tsx): a main form with two editable
// sub-tables in tabs; 校验并保存 activates the tab of the first error and shows its message on the cell.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { SubTablesDemo } from '../../src/host/pages/showcase/parts/SubTablesDemo';
import { click, press, type } from './editable-table-harness';
import { assert, assertEqual, findByText, waitFor, waitForText } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

let root: Root | undefined;
let host: HTMLElement | undefined;

function activeTabTitle(): string {
  return host?.querySelector('.arco-tabs-header-title-active')?.textContent?.trim() ?? '';
}

/** The sub-table drawn in the active tab pane. */
function activePane(): HTMLElement {
  const pane = host?.querySelector<HTMLElement>('.arco-tabs-content-item-active');
  assert(pane, 'an active tab pane');
  return pane;
}

function amountCell(): HTMLElement {
  const cell = activePane().querySelector<HTMLElement>('[data-row-key="P2"] [data-column="amount"]');
  assert(cell, 'the amount cell of payment P2');
  return cell;
}

describe('editable table: a form with sub-tables in tabs', () => {
  afterEach(() => {
    root?.unmount();
    host?.remove();
  });

  it('activates the tab of the first sub-table error and shows the message on its cell', async () => {
    host = document.createElement('div');
    host.style.width = '900px';
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <ConfigProvider locale={zhCN}>
        <SubTablesDemo />
      </ConfigProvider>,
    );
    const save = await waitFor(() => findByText('校验并保存', host), 'the 校验并保存 button');
    assertEqual(activeTabTitle(), '订单明细', 'the first tab is shown at first');

    await click(save);
    await waitFor(() => activeTabTitle() === '付款记录', 'the payments tab becomes active');
    const tip = await waitForText('金额不能为空');
    const box = tip.getBoundingClientRect();
    assert(box.width > 0 && box.height > 0, 'the message is visible');
    const cell = amountCell();
    assert(cell.classList.contains('et-active') && cell.classList.contains('et-invalid'), 'the failing cell is active');
    const cellBox = cell.getBoundingClientRect();
    assert(Math.abs(box.bottom - cellBox.top) < 40, 'the message sits on the failing cell');
    assert(!findByText('子表校验结果', host), 'nothing is saved');

    // Fixing the amount lets the whole form through.
    await press('Enter');
    await waitFor(() => amountCell().querySelector('input'), 'the amount editor');
    await type('300');
    await press('Enter');
    await click(save);
    await waitForText('子表校验结果');
    const saved = JSON.parse(host.querySelector('section pre')?.textContent ?? '{}') as {
      form: Record<string, unknown>;
      tables: Record<string, { rows: Array<Record<string, unknown>> }>;
    };
    assertEqual(saved.form.orderNo, 'DD20260501001', 'the main form values');
    assertEqual(saved.tables.lines?.rows.length, 2, 'the order lines');
    assertEqual(saved.tables.payments?.rows[1]?.amount, 300, 'the fixed payment');
  });
});
