import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import { assert, assertEqual } from './support/dom';
import { describe, it } from './support/mocha';
import { referenceServer } from './support/reference-server-client';

describe('the reference server behind browser tests', () => {
  it('answers signed API calls through the test page origin', async () => {
    const server = await referenceServer();
    assert(/^ws:\/\/127\.0\.0\.1:\d+\/jeecg-boot$/.test(server.wsBase), `websocket base ${server.wsBase}`);
    const response = await fetch(`${server.apiBase}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
      body: JSON.stringify({ username: 'tenant1', password: 'Demo@2026' }),
    });
    const body = (await response.json()) as { success: boolean; result: { userInfo: { realname: string } } };
    assertEqual(body.success, true, 'login success');
    assertEqual(body.result.userInfo.realname, '陈国华', 'real name');
  });
});
