import { Notification } from '@arco-design/web-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  type LoginResult,
  persistLogin,
  serviceProviderLogin,
  sessionStore,
  type TenantId,
  type TenantOption,
  tenantIdOf,
} from '../../../core/session';
import { showFailure } from '../../app/show-failure';
import { dropSearchParams, loginTarget, ONE_TIME_PARAMS, serviceProviderParams, urlParams } from './login-url';
import { selectTenant } from './user-api';

export interface TenantChoice {
  tenants: TenantOption[];
  /** The tenant the server started the session in: preselected. */
  current: TenantId | null;
}

/**
 * Hands the service-provider authorization of the URL (app_auth_code, app_id, source) to the server,
 * once, then removes it from the address bar. A refusal is shown but does not stop the sign-in.
 *
 * @example await handOverServiceProvider();
 */
export async function handOverServiceProvider(): Promise<void> {
  const params = serviceProviderParams(urlParams(window.location));
  if (!params) return;
  try {
    await serviceProviderLogin(params);
  } catch (error) {
    showFailure(error, '授权失败');
  } finally {
    dropSearchParams(ONE_TIME_PARAMS);
  }
}

/**
 * What happens after any login call succeeded (account, phone, third party, CAS): the tenant choice
 * when the user has several tenants, the service-provider hand-over, the welcome, and the way to
 * the `redirect` target. `begin()` marks the page as busy signing in, so the token it stores does
 * not send the page to the dashboard mid-way.
 *
 * @example const flow = useLoginFlow(); flow.begin(); try { await flow.finish(await login(values), StorageTtl.week) } catch { flow.abort() }
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signingIn = useRef(false);
  const pending = useRef<{ result: LoginResult; ttlMs: number; target: string } | null>(null);
  const [tenantChoice, setTenantChoice] = useState<TenantChoice | null>(null);
  const redirect = search.get('redirect');

  const complete = useCallback(
    async (target: string) => {
      pending.current = null;
      await handOverServiceProvider();
      const { welcome } = sessionStore.getState();
      Notification.success({ title: '欢迎', content: welcome || '欢迎回来', duration: 3000 });
      navigate(loginTarget(target), { replace: true });
      // Done: should the router keep this page mounted while the target loads and the user comes
      // back to the login route, the page must treat the session as any signed-in visit.
      signingIn.current = false;
    },
    [navigate],
  );

  /**
   * A login call succeeded (and stored the session): on to the tenant choice, or into the app.
   * `target` overrides the `redirect` query (CAS brings its own, kept across the round trip).
   */
  const finish = useCallback(
    async (result: LoginResult, ttlMs: number, target = redirect ?? '') => {
      const tenants = result.tenantList ?? [];
      if (tenants.length > 1) {
        pending.current = { result, ttlMs, target };
        setTenantChoice({ tenants, current: tenantIdOf(result.userInfo) });
        return;
      }
      await complete(target);
    },
    [complete, redirect],
  );

  /** Switches to the chosen tenant (when it is not the one the session started in) and goes on. */
  const chooseTenant = useCallback(
    async (tenantId: TenantId) => {
      const started = pending.current;
      if (!started) return;
      if (String(tenantId) !== String(tenantIdOf(started.result.userInfo))) {
        const session = await selectTenant(tenantId);
        // Same token, same dictionaries: only the user, departments and tenant change.
        persistLogin(
          { ...started.result, ...session, token: started.result.token },
          { ttlMs: started.ttlMs, storeDicts: true },
        );
      }
      setTenantChoice(null);
      await complete(started.target);
    },
    [complete],
  );

  return {
    /** True from `begin()` until the login failed: the page must not react to its own token. */
    signingIn,
    begin: () => {
      signingIn.current = true;
    },
    abort: () => {
      signingIn.current = false;
    },
    finish,
    tenantChoice,
    chooseTenant,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
