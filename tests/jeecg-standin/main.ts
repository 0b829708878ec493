import { createStandin } from './standin';

/**
 * Starts the JeecgBoot stand-in. Environment: STANDIN_PORT (default 8080), STANDIN_HOST (127.0.0.1),
 * STANDIN_SITE (a built admin to serve), STANDIN_SECRET (jeecg.signatureSecret), STANDIN_CLIENT_CONFIG
 * (JSON of the served config.js), STANDIN_LOGIN_CAPTCHA ('false' turns the login captcha off).
 *
 * @example STANDIN_PORT=8080 STANDIN_SITE=dist node --import tsx tests/jeecg-standin/main.ts
 */
const env = process.env;
const app = createStandin({
  ...(env.STANDIN_SITE ? { siteDir: env.STANDIN_SITE } : {}),
  ...(env.STANDIN_SECRET ? { signatureSecret: env.STANDIN_SECRET } : {}),
  ...(env.STANDIN_CLIENT_CONFIG
    ? { clientConfig: JSON.parse(env.STANDIN_CLIENT_CONFIG) as Record<string, unknown> }
    : {}),
  loginCaptcha: env.STANDIN_LOGIN_CAPTCHA !== 'false',
});
const port = Number(env.STANDIN_PORT ?? 8080);
const host = env.STANDIN_HOST ?? '127.0.0.1';
await app.listen({ port, host });
console.log(`JeecgBoot stand-in on http://${host}:${port} (API /jeecg-boot)`);
