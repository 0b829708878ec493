// <import-dialog> against the reference server (tenant1, positions): the open attribute and show()/hide(),
// the modal in the portal, wk-close, and wk-import / wk-error after real uploads.
import * as XLSX from '@e965/xlsx';
import '../../src/elements/entries/import-dialog';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, kitLogin, mountElement, nextEvent, portalOf, unmountElements } from './support/kit';
import { afterEach, before, describe, it } from './support/mocha';

type DialogElement = HTMLElement & { show(): void; hide(): void; open: boolean; updateComplete: Promise<void> };

const RUN = `wk${Date.now().toString(36)}`;

function workbookFile(name: string, rows: unknown[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const modalOf = (dialog: Element) => portalOf(dialog)?.querySelector<HTMLElement>('.arco-modal') ?? null;
const visible = (dialog: Element) => {
  const wrapper = modalOf(dialog)?.closest<HTMLElement>('.arco-modal-wrapper');
  return Boolean(wrapper && getComputedStyle(wrapper).display !== 'none');
};

async function upload(dialog: DialogElement, file: File): Promise<void> {
  const input = await waitFor(() => modalOf(dialog)?.querySelector<HTMLInputElement>('input[type=file]'), 'file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const start = await waitFor(() => {
    const button = findByText('开始上传', modalOf(dialog) as HTMLElement)?.closest('button');
    return button && !button.disabled ? button : null;
  }, '开始上传 enabled');
  click(start);
}

describe('<import-dialog>', () => {
  before(async () => {
    await kitLogin('tenant1');
  });
  afterEach(unmountElements);

  it('opens with the open attribute or show(), closes with hide() and the close button (wk-close)', async () => {
    const dialog = await mountElement<DialogElement>('import-dialog', {
      url: '/sys/position/importExcel',
      title: '导入职务',
    });
    assert(!modalOf(dialog) || !visible(dialog), 'closed at first');
    dialog.setAttribute('open', '');
    await waitFor(() => visible(dialog), 'opened by the attribute');
    assertEqual(modalOf(dialog)?.querySelector('.arco-modal-title')?.textContent, '导入职务', 'title attribute');
    dialog.hide();
    assert(!dialog.hasAttribute('open'), 'hide() removes the attribute');
    await waitFor(() => !visible(dialog), 'closed by hide()');
    dialog.show();
    await waitFor(() => visible(dialog), 'opened by show()');
    const closed = nextEvent(dialog, 'wk-close');
    click(findByText('关闭', modalOf(dialog) as HTMLElement)?.closest('button') as HTMLElement);
    await closed;
    assertEqual(dialog.open, false, 'the open property follows');
  });

  it('fires wk-import after a successful upload and wk-error after a failed one', async () => {
    const dialog = await mountElement<DialogElement>('import-dialog', { url: '/sys/position/importExcel', open: '' });
    const imported = nextEvent<{ phase: string; files: { name: string }[] }>(dialog, 'wk-import', 20_000);
    await upload(
      dialog,
      workbookFile('职务-元素.xlsx', [
        ['职务编码', '职务名称', '职级'],
        [`${RUN}_1`, '元素导入职务', '助理级'],
      ]),
    );
    const { detail } = await imported;
    assertEqual(detail.phase, 'done', 'detail.phase');
    assertEqual(detail.files[0]?.name, '职务-元素.xlsx', 'detail.files');

    dialog.hide();
    await waitFor(() => !visible(dialog), 'closed');
    dialog.show();
    const failed = nextEvent<{ message: string }>(dialog, 'wk-error', 20_000);
    await upload(dialog, new File(['not a workbook'], '伪装的表格.xlsx'));
    const error = await failed;
    assert(
      error.detail.message.startsWith('伪装的表格.xlsx：'),
      `detail.message names the file: ${error.detail.message}`,
    );
  });
});
