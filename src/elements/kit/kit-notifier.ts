import { Message } from '@arco-design/web-react';
import type { MessageHookReturnType } from '@arco-design/web-react/es/Message/interface';
import { type FailureContext, Messages, resetErrorPresenter, setAuthHandlers, setNotifier } from '../../core/http';
import { onKitConfigChange } from './kit-config';
import { portalOwners } from './portal-host';

/** One mounted element as the notifier sees it. */
export interface ShellEntry {
  host: HTMLElement;
  message: MessageHookReturnType;
  popupRoot: () => HTMLElement;
}

/** The kit's text for a request that got no answer at all: on a partner page, mostly a missing CORS entry. */
export const NETWORK_DOWN_MESSAGE =
  '无法连接服务器：网络中断，或当前站点未被授权访问（请联系管理员在 CORS_ORIGINS 中添加本站点）';

/** How long a message shows; the same text is not shown again meanwhile (elements failing together). */
const DURATION = 4000;

const shells: ShellEntry[] = [];
/** The element the user touched last (its shell entry is replaced when it re-renders). */
let active: HTMLElement | null = null;
const showing = new Map<string, number>();

/**
 * The element a message is about: the one whose request failed (`owner`; none once it is removed), else
 * the one the user touched last, else the first mounted.
 */
function entryOf(owner?: unknown): ShellEntry | null {
  const live = shells.filter((entry) => entry.host.isConnected);
  const of = (host: unknown) => live.find((entry) => entry.host === host);
  return (owner ? of(owner) : (of(active) ?? live[0])) ?? null;
}

export function registerShell(entry: ShellEntry): () => void {
  shells.push(entry);
  return () => {
    const index = shells.indexOf(entry);
    if (index >= 0) shells.splice(index, 1);
  };
}

/** Remembers the element the user touched last: a pointer or focus in it or in its popups. */
function touch(event: Event): void {
  for (const node of event.composedPath()) {
    const host = portalOwners.get(node) ?? node;
    if (shells.some((entry) => entry.host === host)) {
      active = host as HTMLElement;
      return;
    }
  }
}

function show(kind: 'warning' | 'error' | 'success', content: string, owner?: unknown): void {
  const now = Date.now();
  if ((showing.get(content) ?? 0) > now) return;
  showing.set(content, now + DURATION);
  const entry = entryOf(owner);
  if (entry) entry.message[kind]?.({ content, duration: DURATION });
  else if (kind === 'success') console.info(content);
  else console.warn(content);
}

function emitError(owner: unknown, detail: Record<string, unknown>): void {
  entryOf(owner)?.host.dispatchEvent(new CustomEvent('wk-error', { detail, bubbles: true, composed: true }));
}

const titled = (message: string, title?: string) => (title ? `${title}：${message}` : message);

/**
 * A message of the error catalogue (or a widget's own, without context). A refusal shows on the element
 * that asked and fires its `wk-error` `{ reason: 'server' }`; session ends and network failures are left
 * to `failed`, which hears of every one, silent calls included.
 */
function refused(kind: 'warning' | 'error', message: string, title?: string, context?: FailureContext): void {
  if (context && context.reason !== 'server') return;
  show(kind, titled(message, title), context?.owner);
  if (context) emitError(context.owner, { message, reason: 'server', code: context.code });
}

let installed = false;

/**
 * The core's messages inside the elements: shown by Arco's message hook of the element concerned, in its
 * popup root (styled, inside the shadow DOM). Every session end (relogin dialog, 401 logout) and every
 * request without an answer fires `wk-error` on the element whose request it was (`detail.reason`
 * `'session'`, with `session: true`, or `'network'`) and shows one message however many elements failed
 * together; it never reloads or logs out the host page. `configure()` starts over (a new token).
 */
export function installKitNotifier(): void {
  if (installed) return;
  installed = true;
  // Static Message/Notification calls (if any widget makes one) land in the active element's popup root.
  Message.config({ getContainer: () => entryOf()?.popupRoot() ?? document.body });
  document.addEventListener('pointerdown', touch, true);
  document.addEventListener('focusin', touch, true);
  setNotifier({
    warn: (message, context) => refused('warning', message, undefined, context),
    error: (message, title, context) => refused('error', message, title, context),
    success: (message) => show('success', message),
    reloginDialog: () => undefined,
    failed: (action, { reason, owner, code }) => {
      if (reason === 'server') return;
      const message = action.message === Messages.networkDown ? NETWORK_DOWN_MESSAGE : action.message;
      show('error', action.kind === 'logout-reload' ? titled(message, action.title) : message, owner);
      emitError(owner, reason === 'session' ? { session: true, message, reason, code } : { message, reason });
    },
  });
  setAuthHandlers({ logout: async () => undefined, reload: () => undefined });
  onKitConfigChange(() => {
    resetErrorPresenter();
    showing.clear();
  });
}
