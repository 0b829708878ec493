/**
 * The error catalogue of docs/business-spec.md §8 and docs/widgets-spec.md §8, as one pure function from
 * "what came back" to "what the user is shown and what happens next".
 */

export type ErrorActionKind = 'warn' | 'error' | 'relogin-dialog' | 'logout-reload' | 'none';

/** Why a request failed: its answer ended the session, no answer came at all, or the server refused it. */
export type ErrorReason = 'session' | 'network' | 'server';

export interface ErrorAction {
  kind: ErrorActionKind;
  /** Text shown to the user (verbatim from the spec, or the server's message). */
  message: string;
  /** Notification title (系统提示) or dialog title (登录已过期). */
  title?: string;
  /** Relogin dialog button. */
  okText?: string;
  /** Delay before reloading, for `logout-reload`. */
  reloadDelayMs?: number;
}

export interface FailedResponse {
  /** HTTP status; undefined when no response arrived (network failure, client timeout). */
  status?: number;
  /** Envelope code, when the body was an envelope. */
  code?: number | string;
  /** Server message from the body, if any. */
  message?: string;
  /** axios error code, e.g. ECONNABORTED / ETIMEDOUT for a client timeout. */
  clientCode?: string;
}

export const Messages = {
  pageExpired: '页面过期请刷新页面',
  unauthorized: '未授权，请重新登录',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  networkDown: '网络连接失败，请检查网络后重试',
  systemTitle: '系统提示',
  reloginTitle: '登录已过期',
  reloginContent: '很抱歉，登录已过期，请重新登录',
  reloginOk: '重新登录',
  tokenInvalidMarker: 'Token失效',
  unknownError: '未知错误',
} as const;

/** Delay between the 401 logout and the page reload. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;

/** True when a message says the token is no longer valid (JeecgBoot: "Token失效，请重新登录!"). */
export function mentionsInvalidToken(message: string | undefined): boolean {
  return !!message && (message.includes(Messages.tokenInvalidMarker) || /token\s*(invalid|expired)/i.test(message));
}

/**
 * Maps a failed or refused response to its action.
 *
 * @example classifyError({ status: 404 }) // { kind: 'error', message: '很抱歉，资源未找到!', title: '系统提示' }
 */
export function classifyError(failure: FailedResponse): ErrorAction {
  const { status, message } = failure;
  const code = failure.code === undefined ? undefined : Number(failure.code);
  const system = (text: string): ErrorAction => ({ kind: 'error', message: text, title: Messages.systemTitle });

  if (code === 8003) return { kind: 'warn', message: Messages.pageExpired };
  if (status === 401 || (status === undefined && code === 401) || (status === 200 && code === 401)) {
    return {
      kind: 'logout-reload',
      message: Messages.unauthorized,
      title: Messages.systemTitle,
      reloadDelayMs: UNAUTHORIZED_RELOAD_DELAY_MS,
    };
  }
  if ((status === 500 || code === 500) && mentionsInvalidToken(message)) {
    return {
      kind: 'relogin-dialog',
      title: Messages.reloginTitle,
      message: Messages.reloginContent,
      okText: Messages.reloginOk,
    };
  }
  if (code === 510) return { kind: 'warn', message: message || '没有权限，请联系管理员分配权限！' };
  if (status === undefined || status === 0) {
    const timedOut = failure.clientCode === 'ECONNABORTED' || failure.clientCode === 'ETIMEDOUT';
    return system(timedOut ? Messages.timeout : Messages.networkDown);
  }
  if (status === 403) return system(Messages.forbidden);
  if (status === 404) return system(Messages.notFound);
  if (status === 504) return system(Messages.timeout);
  if (status >= 200 && status < 300) return { kind: 'none', message: message ?? '' };
  return system(message || Messages.unknownError);
}

/**
 * The reason of a classified failure, for a UI that reports more than the message (the element kit's
 * `wk-error`). A client timeout has no answer either, so it counts as `network`.
 *
 * @example errorReason(classifyError({ status: 401 }), { status: 401 }) // 'session'
 */
export function errorReason(action: ErrorAction, failure: FailedResponse): ErrorReason {
  if (action.kind === 'relogin-dialog' || action.kind === 'logout-reload') return 'session';
  return failure.status ? 'server' : 'network';
}
