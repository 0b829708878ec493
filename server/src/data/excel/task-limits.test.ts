import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestServer, type TestResponse, type TestServer } from '../../testing/test-server';
import { acquireTaskLease, TASK_BUSY_MESSAGES } from './task-limits';

/**
 * Per-user limits of imports and exports: the first task is held open at the point where the real work
 * starts (importWorkbooks, openExport), so "still running" is certain rather than a matter of timing.
 */
const holds = vi.hoisted(() => {
  type Kind = 'import' | 'export';
  interface Hold {
    entered: Promise<void>;
    open(): void;
    fail(): void;
  }
  const queued: Record<Kind, { enter(): void; gate: Promise<void> }[]> = { import: [], export: [] };
  return {
    /** Holds the next task of `kind` when it reaches its work. */
    next(kind: Kind): Hold {
      let enter = () => {};
      const entered = new Promise<void>((resolve) => {
        enter = resolve;
      });
      let open = () => {};
      let fail = () => {};
      const gate = new Promise<void>((resolve, reject) => {
        open = resolve;
        fail = () => reject(new Error('held task failed'));
      });
      gate.catch(() => undefined);
      queued[kind].push({ enter, gate });
      return { entered, open, fail };
    },
    /** Called where the work starts: waits while a hold is queued for `kind`. */
    async pass(kind: Kind): Promise<void> {
      const hold = queued[kind].shift();
      if (!hold) return;
      hold.enter();
      await hold.gate;
    },
  };
});

vi.mock('./import-excel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./import-excel')>();
  return {
    ...actual,
    importWorkbooks: async (...args: Parameters<typeof actual.importWorkbooks>) => {
      await holds.pass('import');
      return actual.importWorkbooks(...args);
    },
  };
});

vi.mock('./export-rows', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./export-rows')>();
  return {
    ...actual,
    openExport: async (...args: Parameters<typeof actual.openExport>) => {
      await holds.pass('export');
      return actual.openExport(...args);
    },
  };
});

const IMPORT_BUSY = '已有导入任务进行中，请等待其完成后再试';
const EXPORT_BUSY = '已有导出任务进行中，请等待其完成后再试';

let a: TestServer;
let b: TestServer;
let dataDir = '';
let tenant1 = '';
let tenant2 = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'task-limits-'));
  a = await createTestServer({ DATA_DIR: dataDir });
  b = await createSecondInstance(a);
  tenant1 = await a.tokenFor('tenant1');
  tenant2 = await a.tokenFor('tenant2');
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let codes = 0;
/** A multipart upload of one small 职务 workbook with fresh codes. */
function upload(): { body: Buffer; headers: Record<string, string> } {
  codes += 1;
  const book = XLSX.utils.book_new();
  const rows = [
    ['职务编码', '职务名称', '职级'],
    [`tl_${codes}_a`, `限流职务${codes}A`, '1'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const boundary = `----limits${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="职务.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importAs = (token: string, through = a): Promise<TestResponse> =>
  through.request({ method: 'POST', url: '/sys/position/importExcel', token, ...upload() });
const exportAs = (token: string, through = a): Promise<TestResponse> =>
  through.request({ url: '/sys/position/exportXls', token });

function expectBusy(response: TestResponse, message: string): void {
  expect(response.body).toMatchObject({ success: false, message });
}
function expectFile(response: TestResponse): void {
  const type = String(response.raw.headers['content-type']);
  // A refusal shows its message in the failure rather than just a content type.
  expect(type.includes('json') ? response.body.message : type).toContain('spreadsheetml');
}

describe('acquireTaskLease', () => {
  it('counts live leases per user and kind, frees them on release and forgets expired ones', async () => {
    const first = await acquireTaskLease(a.db, 'import', 'lease-user');
    await expect(acquireTaskLease(a.db, 'import', 'lease-user')).rejects.toThrow(TASK_BUSY_MESSAGES.import);
    const other = await acquireTaskLease(a.db, 'import', 'lease-other');
    const exporting = await acquireTaskLease(a.db, 'export', 'lease-user');
    await first.release();
    await first.release();
    const again = await acquireTaskLease(a.db, 'import', 'lease-user');

    // A crashed instance stops renewing: once its lease has expired it no longer counts.
    await a.db.query(
      `UPDATE sys_task_lease SET expires_at = now() - interval '1 second' WHERE scope = 'import:lease-user'`,
    );
    const afterCrash = await acquireTaskLease(a.db, 'import', 'lease-user');
    for (const lease of [other, exporting, again, afterCrash]) await lease.release();
    const left = await a.db.query(`SELECT id FROM sys_task_lease WHERE scope LIKE '%:lease-%'`);
    expect(left).toEqual([]);
  });

  it('lets exactly the limit through when many ask at once', async () => {
    const tries = await Promise.allSettled(
      Array.from({ length: 6 }, () => acquireTaskLease(a.db, 'export', 'lease-burst')),
    );
    const taken = tries.flatMap((t) => (t.status === 'fulfilled' ? [t.value] : []));
    expect(taken).toHaveLength(2);
    for (const lease of taken) await lease.release();
  });
});

describe('one import per user at a time', () => {
  it('refuses a second import of the same user while the first runs, never another user’s', async () => {
    const hold = holds.next('import');
    const first = importAs(tenant1);
    await hold.entered;
    expectBusy(await importAs(tenant1), IMPORT_BUSY);
    expect((await importAs(tenant2)).body.success).toBe(true);
    hold.open();
    expect((await first).body).toMatchObject({ success: true, code: 200 });
    expect((await importAs(tenant1)).body.success).toBe(true);
  });

  it('frees the slot when the import fails', async () => {
    const hold = holds.next('import');
    const first = importAs(tenant1);
    await hold.entered;
    expectBusy(await importAs(tenant1), IMPORT_BUSY);
    hold.fail();
    expect((await first).body.success).toBe(false);
    expect((await importAs(tenant1)).body.success).toBe(true);
  });

  it('holds across two instances on one database', async () => {
    const hold = holds.next('import');
    const first = importAs(tenant1, a);
    await hold.entered;
    expectBusy(await importAs(tenant1, b), IMPORT_BUSY);
    hold.open();
    expect((await first).body.success).toBe(true);
    expect((await importAs(tenant1, b)).body.success).toBe(true);
  });
});

/**
 * An export's slot is freed when its stream closes, a moment after the client has the last byte: a
 * client starting the next export in that same moment may still be refused, so the test waits for it.
 */
async function exportLeasesDownTo(count: number): Promise<void> {
  await vi.waitFor(async () => {
    const rows = await a.db.query(`SELECT id FROM sys_task_lease WHERE scope LIKE 'export:%' AND expires_at > now()`);
    expect(rows.length).toBeLessThanOrEqual(count);
  });
}

describe('two exports per user at a time', () => {
  it('refuses a third export of the same user while two run, never another user’s', async () => {
    const holdOne = holds.next('export');
    const one = exportAs(tenant1);
    await holdOne.entered;
    const holdTwo = holds.next('export');
    const two = exportAs(tenant1, b);
    await holdTwo.entered;
    expectBusy(await exportAs(tenant1), EXPORT_BUSY);
    expectBusy(await exportAs(tenant1, b), EXPORT_BUSY);
    expectFile(await exportAs(tenant2));
    holdOne.open();
    expectFile(await one);
    await exportLeasesDownTo(1);
    expectFile(await exportAs(tenant1));
    holdTwo.fail();
    expect((await two).body.success).toBe(false);
    await exportLeasesDownTo(0);
    const [three, four] = await Promise.all([exportAs(tenant1), exportAs(tenant1, b)]);
    expectFile(three as TestResponse);
    expectFile(four as TestResponse);
  });

  it('frees the slot before the file’s last byte arrives: a user may start the next export at once', async () => {
    await exportLeasesDownTo(0);
    for (let round = 0; round < 3; round++) {
      expectFile(await exportAs(tenant1));
      const held = await a.db.query(`SELECT id FROM sys_task_lease WHERE scope LIKE 'export:%' AND expires_at > now()`);
      expect(held).toEqual([]);
    }
  });
});
