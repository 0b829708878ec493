import { buildApp } from './app';
import { ConfigError } from './config';
import { prepareSiteConfig } from './site-config';
import { openStoredData, startupConfig } from './startup';
import { serveSite } from './static-site';

/** `npm run server` (API alone) and `npm start` (with SERVE_STATIC=true: admin, elements and demo pages too). */
async function main(): Promise<void> {
  const config = startupConfig(process.env);
  const { db, applied } = await openStoredData(config);
  // The SMS sender follows the configuration (see smsSenderFor): demo logs codes, production never does.
  const { app, ctx } = await buildApp({ config, db, logger: true });
  if (process.env.SERVE_STATIC === 'true') {
    // The built admin's config.js follows this server's API prefix and signing settings (site-config.ts).
    prepareSiteConfig(config, app.log);
    await serveSite(app, {
      frameAncestors: config.frameAncestors,
      connectSources: config.cspConnectSources,
      frameSources: config.cspFrameSources,
    });
  }
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // Every instance may schedule jobs: each fire time is claimed in the database and runs once across the
  // instances (jobs/scheduler.ts). JOBS_ENABLED=false keeps this one from scheduling (manual runs still work).
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
