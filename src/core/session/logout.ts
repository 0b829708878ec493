import { clearDictCache } from '../dict';
import { getNotifier, isSuccess, postAction, setAuthHandlers } from '../http';
import { clearPermissions } from '../permission';
import { local, StorageKeys, session } from '../storage';
import { DEFAULT_TENANT_MODEL, sessionStore } from './session-store';

const LOCAL_SESSION_KEYS = [
  StorageKeys.accessToken,
  StorageKeys.userInfo,
  StorageKeys.loginUsername,
  StorageKeys.tenantId,
  StorageKeys.tenantModel,
  StorageKeys.tenantName,
  StorageKeys.welcomeText,
  StorageKeys.casLogin,
] as const;

/** Runs a clean-up step; one failing step must not keep the others from running. */
function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // Logout completes whatever a clean-up step throws: the local session must end.
  }
}

/**
 * Forgets the session locally: token, user, tenant, tenant model, permissions (and their
 * session-storage button lists), dictionaries. No request.
 *
 * @example clearSession(); // after the server refused the token
 */
export function clearSession(): void {
  for (const key of LOCAL_SESSION_KEYS) attempt(() => local.remove(key));
  attempt(() => session.remove(StorageKeys.userButtonAuth));
  attempt(() => session.remove(StorageKeys.sysButtonAuth));
  attempt(clearPermissions);
  attempt(clearDictCache);
  sessionStore.setState({
    token: null,
    userInfo: null,
    welcome: '',
    tenantName: '',
    tenantModel: DEFAULT_TENANT_MODEL,
    departs: [],
  });
}

let pending: Promise<void> | null = null;

async function endSession(): Promise<void> {
  try {
    // Without a token the server would answer 401; with an expired one, Token失效: neither may start
    // the request layer's relogin flow while we are already ending the session.
    if (local.get<string>(StorageKeys.accessToken)) {
      const envelope = await postAction('/sys/logout', undefined, { skipAuthFlow: true });
      // docs/business-spec.md §8 "Logout failure: error with message"; HTTP failures were shown by the request layer.
      if (!isSuccess(envelope) && envelope?.message) getNotifier().error(envelope.message);
    }
  } catch {
    // Already shown by the request layer; the local session ends anyway.
  } finally {
    clearSession();
  }
}

/**
 * Ends the session: POST /sys/logout (the request layer adds the token header), then clears
 * everything locally whatever the server answered. Never rejects. Calls made while one is running
 * share it (the 401 flow and the user's click may meet).
 *
 * @example await logout(); navigate('/user/login');
 */
export function logout(): Promise<void> {
  pending ??= endSession().finally(() => {
    pending = null;
  });
  return pending;
}

/** True while this page is ending its own session (the server then closes its sockets: no news to tell). */
export function signingOut(): boolean {
  return pending !== null;
}

// The request layer's 401 and relogin flows end the session through this logout.
setAuthHandlers({ logout });
