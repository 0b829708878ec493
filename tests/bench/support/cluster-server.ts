// One instance of `npm run bench -- cluster`, in a process of its own: DATABASE_URL migrated and seeded
// as `npm start` does (instances started together take turns), plus POST /bench/notify, which pushes a
// notice `{msgId, msgTxt: <sent at, ms since the epoch>}` to tenant1's tenant through the hub (and so to
// every instance). Prints one JSON line: { port, token (tenant1's), instanceId }.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/src/app';
import { routeModules } from '../../../server/src/routes';
import { openStoredData, startupConfig } from '../../../server/src/startup';

const config = startupConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' });
const { db } = await openStoredData(config);
const notify = async (api: Parameters<(typeof routeModules)[number]>[0]) => {
  api.post('/bench/notify', { config: { access: 'public', signed: false } }, async (request) => {
    const { msgId } = request.body as { msgId: string };
    const sent = ctx.realtime.toTenant(1001, { cmd: 'topic', msgId, msgTxt: String(Date.now()) });
    return { success: true, result: sent };
  });
};
const { app, ctx } = await buildApp({ config, db, modules: [...routeModules, notify] });
await app.listen({ port: 0, host: '127.0.0.1' });
const user = await db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
if (!user) throw new Error('the demo user tenant1 is missing');
const token = await ctx.tokens.issue(user.id, 1001);
process.stdout.write(
  `${JSON.stringify({ port: (app.server.address() as AddressInfo).port, token, instanceId: ctx.bus.instanceId })}\n`,
);
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
