import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { persistedTokenSecret } from './secrets';
import { seedBase, seedDemo } from './seed';
import { writeDemoImages } from './seed/demo-images';
import { serveSite } from './static-site';

/** `npm run server` (API alone) and `npm start` (with SERVE_STATIC=true: admin, elements and demo pages too). */
async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.TOKEN_SECRET && env.NODE_ENV !== 'production') {
    env.TOKEN_SECRET = persistedTokenSecret(env.DATA_DIR ?? './data');
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
  const applied = await migrate(db);
  await seedBase(db, { adminPassword: config.adminPassword });
  if (config.demo) await seedDemo(db, { demoPassword: config.demoPassword });
  if (config.demo) await writeDemoImages(db, join(config.dataDir, 'upload'));

  const { app, ctx } = await buildApp({ config, db, logger: true });
  if (process.env.SERVE_STATIC === 'true') await serveSite(app);
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // Scheduled jobs run in one process only: other instances set JOBS_ENABLED=false.
  if (process.env.JOBS_ENABLED !== 'false') await ctx.jobs.start();
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.info(
    [
      `reference server on ${where} (${db.kind}${applied.length ? `, applied ${applied.join(', ')}` : ''})`,
      `  API     ${where}${config.apiPrefix}`,
      process.env.SERVE_STATIC === 'true'
        ? `  admin   ${where}/   elements ${where}/elements/   demo ${where}/demo/`
        : '',
      config.demo ? '  demo accounts: see README (admin / tenant1 / shop1 / agent1 ...)' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `configuration error: ${error.message}` : error);
  process.exit(1);
});
