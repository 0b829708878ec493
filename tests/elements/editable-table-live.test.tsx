// The live table against the reference server's /vxeSocket/{userId}/{pageId} (started by the wtr config on
// a free port with a temporary data directory): two tables of the same user on two pages, showing real
// positions of tenant1's tenant on the 'sys_position' channel (the server relays only rows that exist in
// the sender's scope, of the tables it knows).
import { configure, getConfig } from '../../src/core/config';
import { local, StorageKeys } from '../../src/core/storage';
import { connectLiveTable, type EditableColumn } from '../../src/widgets/editable-table';
import { click, frames, mountTable, press, type, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiGet, apiLogin, referenceServer } from './support/reference-server-client';

const SOCKET_KEY = 'sys_position';
const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '编码', type: 'input' },
];
type Position = { id: string; name: string; code: string } & Record<string, unknown>;
/** Two positions of tenant1's tenant, read once; every table gets fresh copies. */
let positions: Position[] = [];
const rows = () => positions.map((position) => ({ ...position }));

function text(cell: HTMLElement): string {
  return (cell.querySelector('input')?.value ?? cell.textContent ?? '').trim();
}

describe('editable table: live table socket', () => {
  const original = getConfig().apiBaseUrl;
  let userId = '';
  let P1 = '';
  let P2 = '';

  before(async () => {
    const server = await referenceServer();
    const login = await apiLogin('tenant1');
    local.set(StorageKeys.accessToken, login.token, 60 * 60 * 1000);
    userId = String(login.userInfo.id);
    const page = await apiGet<{ records: Position[] }>('/sys/position/list', login.token, {
      pageNo: '1',
      pageSize: '2',
      column: 'code',
      order: 'asc',
    });
    positions = page.records;
    assertEqual(positions.length, 2, 'two seeded positions');
    [P1, P2] = positions.map((position) => position.id) as [string, string];
    // Websockets go to the server's own port; the http base is only used to derive the ws address.
    configure({ apiBaseUrl: server.wsBase.replace(/^ws:/, 'http:') });
  });

  after(() => {
    configure({ apiBaseUrl: original });
    local.remove(StorageKeys.accessToken);
  });

  afterEach(unmountAll);

  /** A page of the same user speaking the protocol directly, once its socket and `page`'s are open. */
  async function remotePage(page: { host: HTMLElement }) {
    let remoteOpen = false;
    const remote = connectLiveTable({
      userId,
      pageId: 'page-remote',
      socketKey: SOCKET_KEY,
      caseId: 'remote',
      onUpdate: () => {},
    });
    remote.socket.on('open', () => {
      remoteOpen = true;
    });
    await waitFor(
      () => remoteOpen && page.host.firstElementChild?.getAttribute('data-live') === 'open',
      'both sockets open',
      10_000,
    );
    return remote;
  }

  it('updates the other page in place when a cell is committed', async () => {
    const live = { socketKey: SOCKET_KEY };
    const pageA = await mountTable({ columns, dataSource: rows(), socket: { userId, pageId: 'page-a' }, ...live });
    const pageB = await mountTable({ columns, dataSource: rows(), socket: { userId, pageId: 'page-b' }, ...live });
    await waitFor(
      () =>
        pageA.host.firstElementChild?.getAttribute('data-live') === 'open' &&
        pageB.host.firstElementChild?.getAttribute('data-live') === 'open',
      'both sockets open',
      10_000,
    );
    await click(pageA.cell(P1, 'code'));
    await waitFor(() => pageA.cell(P1, 'code').querySelector('input'), 'editor on page A');
    await press('Control+A');
    await type('15');
    await press('Enter');
    await waitFor(() => text(pageB.cell(P1, 'code')) === '15', 'page B shows the new code', 5000);
    assertEqual(pageB.ref.current?.getValues().rows[0]?.code, '15', 'page B model updated');
    assertEqual(pageB.renderedKeys().join(','), `${P1},${P2}`, 'no row added or moved');
  });

  it('does not disturb a cell the local user is editing', async () => {
    const page = await mountTable({
      columns,
      dataSource: rows(),
      socket: { userId, pageId: 'page-c' },
      socketKey: SOCKET_KEY,
    });
    // Another page of the same user, speaking the protocol directly.
    const remote = await remotePage(page);
    try {
      await click(page.cell(P2, 'name'));
      const editor = await waitFor(() => page.cell(P2, 'name').querySelector('input'), 'editor');
      await type('-本地');
      remote.sendUpdate({ id: P2, name: '远程名称', code: '99' });
      await waitFor(() => text(page.cell(P2, 'code')) === '99', 'the other cell of the row updates', 5000);
      assert(page.cell(P2, 'name').contains(document.activeElement), 'still editing');
      assertEqual(editor.value, `${positions[1]?.name}-本地`, 'the local typing is untouched');
      await press('Escape');
      await frames();
      assertEqual(page.ref.current?.getValues().rows[1]?.name, '远程名称', 'cancelled: the held remote value lands');

      await click(page.cell(P1, 'name'));
      await waitFor(() => page.cell(P1, 'name').querySelector('input'), 'editor of row 1');
      await type('-本地');
      remote.sendUpdate({ id: P1, name: '远程', code: '11' });
      await waitFor(() => text(page.cell(P1, 'code')) === '11', 'row 1 code updates', 5000);
      await press('Enter');
      await frames();
      assertEqual(
        page.ref.current?.getValues().rows[0]?.name,
        `${positions[0]?.name}-本地`,
        'committed: the local edit, newer, stands',
      );
    } finally {
      remote.close();
    }
  });

  it('shows a remote value holding HTML as text', async () => {
    const page = await mountTable({
      columns,
      dataSource: rows(),
      socket: { userId, pageId: 'page-d' },
      socketKey: SOCKET_KEY,
    });
    const remote = await remotePage(page);
    const markup = '<img src=x onerror="window.__liveTableXss = 1">';
    const probe = window as unknown as { __liveTableXss?: number };
    try {
      remote.sendUpdate({ id: P1, name: markup, code: '<b>粗体</b>' });
      await waitFor(() => text(page.cell(P1, 'name')) === markup, 'the markup shows as text', 5000);
      assertEqual(text(page.cell(P1, 'code')), '<b>粗体</b>', 'the other markup too');
      await frames();
      assertEqual(page.host.querySelectorAll('img, b').length, 0, 'no element made of the remote value');
      assertEqual(probe.__liveTableXss, undefined, 'no handler ran');
      assertEqual(page.ref.current?.getValues().rows[0]?.name, markup, 'the model holds the plain string');
    } finally {
      remote.close();
    }
  });
});
