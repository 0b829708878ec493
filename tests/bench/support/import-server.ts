// A reference server for `npm run bench -- import`, in a process of its own (its RSS is read from /proc):
// DATABASE_URL migrated and seeded as `npm start` does, plus POST /bench/importExcel?mode=bulk|rows, the
// order import of `/business/order/importExcel` with two knobs the real route does not offer: the mode
// (`rows` is the former row-by-row path, the peer) and a row limit raised to 200,000 (the 100,000-row
// case, sent as two files of 50,000: one file still holds at most MAX_IMPORT_ROWS). Answers like the
// real route, without writing an error file. Prints one JSON line: { port, token }.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { currentUser } from '../../../server/src/auth/guard';
import type { AppContext } from '../../../server/src/context';
import { importWorkbooks, type UploadedWorkbook } from '../../../server/src/data/excel';
import { scopeOf } from '../../../server/src/data/scope';
import { ok } from '../../../server/src/http/envelope';
import { routeModules } from '../../../server/src/routes';
import { orderImport } from '../../../server/src/routes/orders/order-entry';
import { openStoredData, startupConfig } from '../../../server/src/startup';

const BENCH_MAX_ROWS = 200_000;

const config = startupConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' });
const { db } = await openStoredData(config);

const benchImport = (api: FastifyInstance, ctx: AppContext) => {
  api.post('/bench/importExcel', { config: { access: { perm: 'order:import' } } }, async (request) => {
    const mode = (request.query as Record<string, unknown>).mode === 'rows' ? 'rows' : 'bulk';
    const files: UploadedWorkbook[] = [];
    for await (const part of request.parts({ limits: { fileSize: 64 * 1024 * 1024, files: 10 } })) {
      if (part.type === 'file') files.push({ name: part.filename, content: await part.toBuffer() });
    }
    const scope = scopeOf(currentUser(request));
    const report = await importWorkbooks(ctx.db, orderImport(ctx), scope, request, files, {
      mode,
      maxRows: BENCH_MAX_ROWS,
    });
    const { totalCount, successCount, errorCount } = report;
    return ok({ totalCount, successCount, errorCount }, `文件导入成功！数据行数：${successCount}`);
  });
};

const { app, ctx } = await buildApp({ config, db, modules: [...routeModules, benchImport] });
await app.listen({ port: 0, host: '127.0.0.1' });
const user = await db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
if (!user) throw new Error('the demo user tenant1 is missing');
const token = await ctx.tokens.issue(user.id, 1001);
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port, token })}\n`);
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
