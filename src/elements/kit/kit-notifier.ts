import { Message } from '@arco-design/web-react';
import type { MessageHookReturnType } from '@arco-design/web-react/es/Message/interface';
import { setAuthHandlers, setNotifier } from '../../core/http';

/** One mounted element as the notifier sees it. */
export interface ShellEntry {
  host: HTMLElement;
  message: MessageHookReturnType;
  popupRoot: () => HTMLElement;
}

const shells: ShellEntry[] = [];
let active: ShellEntry | null = null;

/** The element the user touched last (else the first mounted): where core messages show. */
function current(): ShellEntry | null {
  if (active && shells.includes(active) && active.host.isConnected) return active;
  return shells.find((entry) => entry.host.isConnected) ?? null;
}

export function registerShell(entry: ShellEntry): () => void {
  shells.push(entry);
  const touch = () => {
    active = entry;
  };
  entry.host.addEventListener('pointerdown', touch, true);
  entry.host.addEventListener('focusin', touch, true);
  return () => {
    entry.host.removeEventListener('pointerdown', touch, true);
    entry.host.removeEventListener('focusin', touch, true);
    const index = shells.indexOf(entry);
    if (index >= 0) shells.splice(index, 1);
    if (active === entry) active = null;
  };
}

function show(kind: 'warning' | 'error' | 'success', content: string): void {
  const entry = current();
  if (entry) entry.message[kind]?.({ content, duration: 4000 });
  else if (kind === 'success') console.info(content);
  else console.warn(content);
}

/** Tells the element's page listeners too: a session problem is the page's to solve (new token). */
function emitSessionEnded(message: string): void {
  const host = current()?.host;
  host?.dispatchEvent(
    new CustomEvent('wk-error', { detail: { message, session: true }, bubbles: true, composed: true }),
  );
}

let installed = false;

/**
 * The core's messages inside the elements: shown by Arco's message hook of the element in use, in its
 * popup root (styled, inside the shadow DOM). The core's session end (relogin dialog, 401 logout and
 * page reload) must never reload or log out the host page: it becomes an error message plus a
 * `wk-error` event with `detail.session = true`.
 */
export function installKitNotifier(): void {
  if (installed) return;
  installed = true;
  // Static Message/Notification calls (if any widget makes one) land in the active element's popup root.
  Message.config({ getContainer: () => current()?.popupRoot() ?? document.body });
  setNotifier({
    warn: (message) => show('warning', message),
    error: (message, title) => show('error', title ? `${title}：${message}` : message),
    success: (message) => show('success', message),
    reloginDialog: ({ content }) => {
      show('error', content);
      emitSessionEnded(content);
    },
  });
  setAuthHandlers({ logout: async () => undefined, reload: () => undefined });
}
