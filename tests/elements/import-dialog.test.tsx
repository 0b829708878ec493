// The Excel import dialog in real Chromium, importing into /sys/position of tenant1 on the reference server.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import * as XLSX from '@e965/xlsx';
import { createRoot, type Root } from 'react-dom/client';
import { configure } from '../../src/core/config';
import { getAction } from '../../src/core/http';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import {
  IMPORT_PARTIAL_MESSAGE,
  type ImportColumn,
  ImportDialog,
  type ImportDialogProps,
  type ImportSummary,
  INVALID_ROW_CLASS,
} from '../../src/widgets/import-dialog';
import { assert, assertEqual, findByText, waitFor, waitForText } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

/** Titles of server/src/routes/org/positions.ts's `excel.columns`, with the rules a page would declare. */
const POSITION_COLUMNS: ImportColumn[] = [
  { key: 'code', title: '职务编码', validateRules: [{ required: true }, { unique: true }] },
  { key: 'name', title: '职务名称', validateRules: [{ required: true }] },
  { key: 'postRank', title: '职级' },
];
const HEADER = ['职务编码', '职务名称', '职级'];
const IMPORT_URL = '/sys/position/importExcel';
/** Codes unique to this run, so reruns against a kept database do not collide. */
const RUN = `imp${Date.now().toString(36)}`;

function workbookFile(name: string, sheets: Record<string, unknown[][]>): File {
  const book = XLSX.utils.book_new();
  for (const [sheetName, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  }
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const roots: Root[] = [];
const hosts: HTMLElement[] = [];

function mount(props: Partial<ImportDialogProps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = createRoot(host);
  roots.push(root);
  const imported: ImportSummary[] = [];
  let closed = 0;
  const render = (visible: boolean) =>
    root.render(
      <ConfigProvider locale={zhCN}>
        <ImportDialog
          url={IMPORT_URL}
          visible={visible}
          onClose={() => {
            closed += 1;
          }}
          columns={POSITION_COLUMNS}
          onImported={(summary) => imported.push(summary)}
          {...props}
        />
      </ConfigProvider>,
    );
  render(true);
  return { imported, render, closedCount: () => closed };
}

async function fileInput(): Promise<HTMLInputElement> {
  return waitFor(() => document.querySelector<HTMLInputElement>('.arco-modal input[type=file]'), 'the file input');
}

/** What the browser does when the user picks files: fills `input.files` and fires `change`. */
async function choose(...files: File[]): Promise<void> {
  const input = await fileInput();
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function uploadButton(): HTMLButtonElement {
  const label = findByText('开始上传') ?? findByText('正在上传');
  const button = label?.closest('button');
  assert(button, 'the 开始上传 button');
  return button;
}

async function startUpload(): Promise<void> {
  const button = await waitFor(() => !uploadButton().disabled && uploadButton(), '开始上传 to be enabled');
  button.click();
}

/** The entry of a file in the dialog's list once it has an outcome. */
function fileEntry(name: string): HTMLElement | null {
  const label = findByText(name, document.querySelector('ul[aria-label="待导入文件"]') ?? document.body);
  return label?.closest('li') ?? null;
}

async function settled(name: string, timeout = 30_000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const entry = fileEntry(name);
      const status = entry?.dataset.status;
      return status === 'success' || status === 'partial' || status === 'failed' ? entry : null;
    },
    `${name} to be imported`,
    timeout,
  );
}

async function positionsWithCodePrefix(prefix: string): Promise<{ code: string; name: string; postRank: string }[]> {
  const envelope = await getAction<{ records: { code: string; name: string; postRank: string }[] }>(
    '/sys/position/list',
    { code: `${prefix}*`, pageSize: 100, column: 'code', order: 'asc' },
  );
  return envelope.result.records;
}

describe('<ImportDialog> against the reference server', () => {
  before(async () => {
    const { apiBase } = await referenceServer();
    // What the host does at start-up and after signing in.
    configure({ apiBaseUrl: apiBase });
    persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, { ttlMs: StorageTtl.week, storeDicts: false });
  });

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    for (const host of hosts.splice(0)) host.remove();
    for (const stray of document.querySelectorAll('.arco-modal-wrapper, .arco-modal-mask')) stray.remove();
  });

  after(() => {
    configure({ apiBaseUrl: '/jeecg-boot' });
  });

  it('is the 导入EXCEL modal, 600 px wide, with 开始上传 disabled until a file is chosen', async () => {
    mount();
    const modal = await waitFor(() => document.querySelector<HTMLElement>('.arco-modal'), 'the modal');
    await waitForText('导入EXCEL');
    // offsetWidth: the layout width (the opening zoom animation scales the box).
    assertEqual(modal.offsetWidth, 600, 'modal width');
    assertEqual(uploadButton().disabled, true, '开始上传 disabled without a file');
    assertEqual((await fileInput()).accept, '.xls,.xlsx', 'accept');
    assertEqual((await fileInput()).multiple, true, 'multiple');
  });

  it('refuses a .csv with a Chinese message and keeps 开始上传 disabled', async () => {
    mount();
    await choose(new File(['职务编码,职务名称\nx,y\n'], '职务.csv', { type: 'text/csv' }));
    await waitForText('以下文件不能导入');
    await waitForText('职务.csv 不是Excel文件，只能导入.xls或.xlsx格式的文件');
    assertEqual(uploadButton().disabled, true, '开始上传 still disabled');
    assertEqual(fileEntry('职务.csv'), null, 'the .csv is not listed');
  });

  it('imports a good workbook: shows the server message and tells the page to reload', async () => {
    const { imported } = mount();
    const prefix = `${RUN}g`;
    const file = workbookFile('职务-正确.xlsx', {
      职务: [HEADER, [`${prefix}_1`, '导入职务一', '经理级'], [`${prefix}_2`, '导入职务二', '专员级']],
    });
    await choose(file);
    await startUpload();
    const entry = await settled('职务-正确.xlsx');
    assertEqual(entry.dataset.status, 'success', 'status');
    assert(findByText('文件导入成功！数据行数：2', entry), `server message shown, got: ${entry.textContent}`);
    assertEqual(imported.length, 1, 'onImported called once');
    assertEqual(imported[0]?.phase, 'done', 'summary phase');
    const rows = await positionsWithCodePrefix(prefix);
    assertEqual(rows.map((r) => r.name).join(','), '导入职务一,导入职务二', 'rows in the list');
  });

  it('imports a partly bad workbook: 201 warning, then downloads the error file with the session', async () => {
    const { imported } = mount();
    const prefix = `${RUN}p`;
    const file = workbookFile('职务-部分错误.xlsx', {
      职务: [
        HEADER,
        [`${prefix}_1`, '好职务', '主管级'],
        [`${prefix}_2`, '', '专员级'],
        ['general_manager', '重复的总经理', '总监级'],
        [`${prefix}_3`, '另一个好职务', null],
      ],
    });
    await choose(file);
    await startUpload();
    const entry = await settled('职务-部分错误.xlsx');
    assertEqual(entry.dataset.status, 'partial', 'status');
    assert(findByText(IMPORT_PARTIAL_MESSAGE, entry), 'the 201 warning');
    assert(findByText('总上传行数：4，已导入行数：2，错误行数：2', entry), `summary, got: ${entry.textContent}`);
    assertEqual(imported[0]?.phase, 'partial', 'onImported with partial');

    // Capture the saved file instead of letting Chromium write it to disk.
    const saved: { blob?: Blob; name?: string } = {};
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      saved.blob = object as Blob;
      return createObjectURL.call(URL, object);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.name = this.download;
      else click.call(this);
    };
    try {
      const link = findByText('下载错误数据', entry);
      assert(link, 'the 下载错误数据 link');
      link.click();
      await waitFor(() => saved.blob && saved.name, 'the error file to be saved', 10_000);
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    assertEqual(saved.name, '职务导入错误数据.xlsx', 'saved file name');
    const book = XLSX.read(await (saved.blob as Blob).arrayBuffer(), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    assertEqual(JSON.stringify(rows[0]), JSON.stringify([...HEADER, '错误原因']), 'error file header');
    assertEqual(rows.length, 3, 'two error rows');
    assertEqual(JSON.stringify(rows[1]?.slice(0, 3)), JSON.stringify([`${prefix}_2`, null, '专员级']), 'first bad row');
    assert(String(rows[1]?.[3]).startsWith('第3行：') && String(rows[1]?.[3]).includes('职务名称'), `${rows[1]?.[3]}`);
    assertEqual(rows[2]?.[0], 'general_manager', 'second bad row');
    assert(String(rows[2]?.[3]).startsWith('第4行：') && String(rows[2]?.[3]).includes('已存在'), `${rows[2]?.[3]}`);

    const imported_rows = await positionsWithCodePrefix(prefix);
    assertEqual(imported_rows.map((r) => r.code).join(','), `${prefix}_1,${prefix}_3`, 'good rows imported');
  });

  it('shows a failed file with its name and the server message, beside the other files', async () => {
    mount();
    const prefix = `${RUN}m`;
    const good = workbookFile('职务-多文件.xlsx', { 职务: [HEADER, [`${prefix}_1`, '多文件职务', '助理级']] });
    const broken = new File(['职务编码,职务名称\n'], '伪装的表格.xlsx');
    await choose(good, broken);
    await startUpload();
    const failed = await settled('伪装的表格.xlsx');
    assertEqual(failed.dataset.status, 'failed', 'broken file failed');
    assert(findByText('伪装的表格.xlsx：文件已损坏或不是有效的Excel文件', failed), `got: ${failed.textContent}`);
    assertEqual((await settled('职务-多文件.xlsx')).dataset.status, 'success', 'the good file still imported');
  });

  it('previews every sheet before upload, marking the rows that break the columns’ rules', async () => {
    mount();
    const file = workbookFile('职务-预览.xlsx', {
      职务: [
        HEADER,
        ['pv_1', '预览一', '经理级'],
        ['pv_2', '', '专员级'],
        ['pv_3', '预览三', '主管级'],
        ['pv_3', '预览四', '主管级'],
      ],
      说明: [['说明'], ['此表不会导入']],
    });
    await choose(file);
    const preview = await waitFor(
      () => document.querySelector<HTMLElement>('section[aria-label="职务-预览.xlsx 预览"]'),
      'the preview',
      10_000,
    );
    assert(findByText('职务', preview) && findByText('说明', preview), 'one tab per sheet');
    await waitFor(() => preview.querySelectorAll('tbody tr').length === 4, 'four previewed rows');
    const marked = [...preview.querySelectorAll<HTMLTableRowElement>(`tr.${INVALID_ROW_CLASS}`)];
    const texts = marked.map((tr) => tr.textContent ?? '');
    assertEqual(marked.length, 3, 'three marked rows');
    assert(texts[0]?.includes('3') && texts[0].includes('职务名称不能为空'), `row 3 marked: ${texts[0]}`);
    assert(texts[1]?.includes('预览三') && texts[1].includes('职务编码不能重复'), `row 4 marked: ${texts[1]}`);
    assert(texts[2]?.includes('预览四') && texts[2].includes('职务编码不能重复'), `row 5 marked: ${texts[2]}`);
    const good = [...preview.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes('预览一'));
    assert(good && !good.classList.contains(INVALID_ROW_CLASS), 'the good row is not marked');
    const emptyName = marked[0]?.querySelector<HTMLElement>('[title="职务名称不能为空"]');
    assertEqual(emptyName?.textContent, '（空）', 'the failing cell carries its message');
    assert(preview.textContent?.includes('共 4 行数据，显示前 4 行，其中 3 行不符合规则'), 'summary line');

    const onlyInvalid = preview.querySelector<HTMLButtonElement>('button[aria-label="只看有问题的行"]');
    assert(onlyInvalid, 'the 只看有问题的行 switch');
    onlyInvalid.click();
    await waitFor(() => preview.querySelectorAll('tbody tr').length === 3, 'only the three bad rows');
    assert(
      ![...preview.querySelectorAll('tbody tr')].some((tr) => tr.textContent?.includes('预览一')),
      'good row hidden',
    );

    findByText('说明', preview)?.click();
    await waitForText('导入时只读取第一个工作表，此工作表的数据不会导入');
    await waitFor(() => findByText('此表不会导入', preview), 'the second sheet rows');
  });

  it('imports 10 000 rows in one request without timing out, with upload progress', async () => {
    mount();
    const prefix = `${RUN}k`;
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < 10_000; i += 1) rows.push([`${prefix}_${i}`, `批量职务${i}`, '专员级']);
    await choose(workbookFile('职务-一万行.xlsx', { 职务: rows }));
    await startUpload();
    // Every byte sent while the server is still importing: the progress bar stands at 100 %.
    const entryWhileSending = await waitFor(() => fileEntry('职务-一万行.xlsx'), 'the file entry');
    await waitFor(
      () =>
        entryWhileSending.querySelector('.arco-progress') && findByText('已上传，服务器正在导入…', entryWhileSending),
      'upload progress to reach 100%',
      30_000,
    );
    const entry = await settled('职务-一万行.xlsx', 240_000);
    assertEqual(entry.dataset.status, 'success', `status (${entry.textContent})`);
    assert(findByText('文件导入成功！数据行数：10000', entry), `got: ${entry.textContent}`);
  });

  it('starts afresh when reopened after being closed outside a run', async () => {
    const dialog = mount();
    await choose(workbookFile('职务-关闭.xlsx', { 职务: [HEADER, ['close_1', '关闭', '专员级']] }));
    await waitFor(() => fileEntry('职务-关闭.xlsx'), 'the chosen file');
    findByText('关闭')?.closest('button')?.click();
    assertEqual(dialog.closedCount(), 1, 'onClose called');
    dialog.render(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    dialog.render(true);
    await waitFor(() => !fileEntry('职务-关闭.xlsx'), 'the list to be empty');
    assertEqual(uploadButton().disabled, true, '开始上传 disabled again');
  });

  it('keeps running when closed during a run, and shows the outcome on reopening', async () => {
    const dialog = mount();
    const prefix = `${RUN}c`;
    await choose(workbookFile('职务-后台.xlsx', { 职务: [HEADER, [`${prefix}_1`, '后台导入', '专员级']] }));
    await startUpload();
    dialog.render(false);
    await waitFor(() => dialog.imported.length === 1, 'the run to finish while closed', 30_000);
    dialog.render(true);
    const entry = await settled('职务-后台.xlsx');
    assertEqual(entry.dataset.status, 'success', 'outcome kept');
  });

  it('renders into the container getPopupContainer gives (the element’s portal host)', async () => {
    const portal = document.createElement('div');
    portal.style.position = 'relative';
    document.body.append(portal);
    hosts.push(portal);
    mount({ getPopupContainer: () => portal });
    await waitFor(() => portal.querySelector('.arco-modal'), 'the modal inside the container');
    assert(portal.querySelector('input[type=file]'), 'the file input inside the container');
  });
});
