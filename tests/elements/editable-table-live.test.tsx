// The live table against the reference server's /vxeSocket/{userId}/{pageId} (started by the wtr config on
// a free port with a temporary data directory): two tables of the same user on two pages.
import { configure, getConfig } from '../../src/core/config';
import { local, StorageKeys } from '../../src/core/storage';
import { connectLiveTable, type EditableColumn } from '../../src/widgets/editable-table';
import { click, frames, mountTable, press, type, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { after, afterEach, before, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'input' },
];
const rows = () => [
  { id: 'L1', name: '螺丝', qty: '10' },
  { id: 'L2', name: '螺母', qty: '20' },
];

function text(cell: HTMLElement): string {
  return (cell.querySelector('input')?.value ?? cell.textContent ?? '').trim();
}

describe('editable table: live table socket', () => {
  const original = getConfig().apiBaseUrl;
  let userId = '';

  before(async () => {
    const server = await referenceServer();
    const login = await apiLogin('tenant1');
    local.set(StorageKeys.accessToken, login.token, 60 * 60 * 1000);
    userId = String(login.userInfo.id);
    // Websockets go to the server's own port; the http base is only used to derive the ws address.
    configure({ apiBaseUrl: server.wsBase.replace(/^ws:/, 'http:') });
  });

  after(() => {
    configure({ apiBaseUrl: original });
    local.remove(StorageKeys.accessToken);
  });

  afterEach(unmountAll);

  it('updates the other page in place when a cell is committed', async () => {
    const pageA = await mountTable({ columns, dataSource: rows(), socket: { userId, pageId: 'page-a' } });
    const pageB = await mountTable({ columns, dataSource: rows(), socket: { userId, pageId: 'page-b' } });
    await waitFor(
      () =>
        pageA.host.firstElementChild?.getAttribute('data-live') === 'open' &&
        pageB.host.firstElementChild?.getAttribute('data-live') === 'open',
      'both sockets open',
      10_000,
    );
    await click(pageA.cell('L1', 'qty'));
    await waitFor(() => pageA.cell('L1', 'qty').querySelector('input'), 'editor on page A');
    await press('Control+A');
    await type('15');
    await press('Enter');
    await waitFor(() => text(pageB.cell('L1', 'qty')) === '15', 'page B shows the new quantity', 5000);
    assertEqual(pageB.ref.current?.getValues().rows[0]?.qty, '15', 'page B model updated');
    assertEqual(pageB.renderedKeys().join(','), 'L1,L2', 'no row added or moved');
  });

  it('does not disturb a cell the local user is editing', async () => {
    const page = await mountTable({ columns, dataSource: rows(), socket: { userId, pageId: 'page-c' } });
    // Another page of the same user, speaking the protocol directly.
    let remoteOpen = false;
    const remote = connectLiveTable({ userId, pageId: 'page-remote', caseId: 'remote', onUpdate: () => {} });
    remote.socket.on('open', () => {
      remoteOpen = true;
    });
    try {
      await waitFor(
        () => remoteOpen && page.host.firstElementChild?.getAttribute('data-live') === 'open',
        'both sockets open',
        10_000,
      );
      await click(page.cell('L2', 'name'));
      const editor = await waitFor(() => page.cell('L2', 'name').querySelector('input'), 'editor');
      await type('-本地');
      remote.sendUpdate({ id: 'L2', name: '远程名称', qty: '99' });
      await waitFor(() => text(page.cell('L2', 'qty')) === '99', 'the other cell of the row updates', 5000);
      assert(page.cell('L2', 'name').contains(document.activeElement), 'still editing');
      assertEqual(editor.value, '螺母-本地', 'the local typing is untouched');
      await press('Escape');
      await frames();
      assertEqual(page.ref.current?.getValues().rows[1]?.name, '远程名称', 'cancelled: the held remote value lands');

      await click(page.cell('L1', 'name'));
      await waitFor(() => page.cell('L1', 'name').querySelector('input'), 'editor of row 1');
      await type('-本地');
      remote.sendUpdate({ id: 'L1', name: '远程', qty: '11' });
      await waitFor(() => text(page.cell('L1', 'qty')) === '11', 'row 1 quantity updates', 5000);
      await press('Enter');
      await frames();
      assertEqual(page.ref.current?.getValues().rows[0]?.name, '螺丝-本地', 'committed: the local edit, newer, stands');
    } finally {
      remote.close();
    }
  });
});
