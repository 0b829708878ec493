// A reference server for `npm run bench -- api`, in a process of its own (its CPU time is read from
// /proc): the configured database (DATABASE_URL, else the embedded engine of EMBEDDED_DATABASE under
// DATA_DIR), migrated and seeded as `npm start` does, plus one route that does nothing behind the same
// gate as every API route (signature, token, tenant, permission), so the gate's own cost can be told
// from the work of a list, and one that needs neither database nor session (as a static file). Prints one
// JSON line: { port, token (tenant1's), otherToken (tenant2's), engine }.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/src/app';
import { routeModules } from '../../../server/src/routes';
import { openStoredData, startupConfig } from '../../../server/src/startup';

const config = startupConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' });
const { db } = await openStoredData(config);
const gateOnly = async (api: Parameters<(typeof routeModules)[number]>[0]) => {
  api.get('/bench/gate', { config: { access: { menu: '/order/orderList' } } }, async () => ({ success: true }));
  api.get('/bench/ping', { config: { access: 'public', signed: false } }, async () => ({ success: true }));
};
const { app, ctx } = await buildApp({ config, db, modules: [...routeModules, gateOnly] });
await app.listen({ port: 0, host: '127.0.0.1' });
async function tokenOf(username: string): Promise<string> {
  const user = await db.one<{ id: string; tenant_id: number }>(
    'SELECT id, tenant_id FROM sys_user WHERE username = $1',
    [username],
  );
  if (!user) throw new Error(`the demo user ${username} is missing`);
  return ctx.tokens.issue(user.id, user.tenant_id);
}
const token = await tokenOf('tenant1');
const otherToken = await tokenOf('tenant2');
process.stdout.write(
  `${JSON.stringify({ port: (app.server.address() as AddressInfo).port, token, otherToken, engine: db.kind })}\n`,
);
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
