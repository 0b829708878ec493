import { local, StorageKeys } from '../storage';
import { getAuthHandlers } from './auth-handlers';
import { classifyError, type ErrorAction, Messages } from './error-catalogue';
import { type FailureContext, getNotifier } from './notifier';

let reloginOpen = false;
let loggingOut = false;

/**
 * Shows an `ErrorAction` and performs its consequence. However many requests fail together,
 * at most one relogin dialog is open and at most one 401 logout runs. `context` (which request failed
 * and why) is handed to the notifier with the message. Returns whether the user is told: true for
 * every kind but `none`, also when the relogin dialog already open or the logout under way covers it.
 */
export function presentError(action: ErrorAction, context?: FailureContext): boolean {
  const notifier = getNotifier();
  switch (action.kind) {
    case 'warn':
      notifier.warn(action.message, context);
      return true;
    case 'error':
      notifier.error(action.message, action.title, context);
      return true;
    case 'relogin-dialog':
      if (reloginOpen) return true;
      reloginOpen = true;
      notifier.reloginDialog(
        {
          title: action.title ?? '',
          content: action.message,
          okText: action.okText ?? '',
          onOk: async () => {
            const { logout, reload } = getAuthHandlers();
            try {
              await logout();
            } finally {
              local.remove(StorageKeys.accessToken);
              reload();
            }
          },
        },
        context,
      );
      return true;
    case 'logout-reload': {
      if (loggingOut) return true;
      loggingOut = true;
      notifier.error(action.message, action.title, context);
      if (!local.get<string>(StorageKeys.accessToken)) {
        loggingOut = false;
        return true;
      }
      const { logout, reload } = getAuthHandlers();
      logout()
        .catch(() => undefined)
        .finally(() => setTimeout(reload, action.reloadDelayMs ?? 0));
      return true;
    }
    case 'none':
      return false;
  }
}

/**
 * Tells the user their session is over when the server said so outside any request (it closed the notice
 * socket with 4401: signed out elsewhere, password reset, user frozen or removed from the tenant): the
 * relogin dialog of a Token失效 answer, at most one open.
 *
 * @example socket.on('close', ({ code }) => { if (code === SESSION_ENDED_CODE) presentSessionEnded(); });
 */
export function presentSessionEnded(): void {
  presentError(classifyError({ code: 500, message: Messages.tokenInvalidMarker }), { reason: 'session' });
}

/**
 * Lets the next relogin dialog or 401 logout happen (after a reload in the browser; in tests, between
 * cases; in the element kit, when the page configures a new token).
 */
export function resetErrorPresenter(): void {
  reloginOpen = false;
  loggingOut = false;
}
