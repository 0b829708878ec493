import { local, StorageKeys } from '../storage';

/** What the request layer does when the session ends; the session module installs the real logout. */
export interface AuthHandlers {
  logout: () => Promise<void>;
  reload: () => void;
}

const defaults: AuthHandlers = {
  logout: async () => local.remove(StorageKeys.accessToken),
  reload: () => (globalThis as { location?: { reload(): void } }).location?.reload(),
};

let handlers: AuthHandlers = { ...defaults };

export function setAuthHandlers(next: Partial<AuthHandlers>): void {
  handlers = { ...handlers, ...next };
}

export function getAuthHandlers(): AuthHandlers {
  return handlers;
}

export function resetAuthHandlers(): void {
  handlers = { ...defaults };
}
