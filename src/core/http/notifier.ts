import type { ErrorAction, ErrorReason } from './error-catalogue';

/**
 * How the core reaches the user. The UI layer (host or element) supplies an implementation backed by
 * Arco's Message/Notification/Modal; the default writes to the console so Node and tests stay quiet-safe.
 */
export interface ReloginDialogOptions {
  title: string;
  content: string;
  okText: string;
  onOk: () => void | Promise<void>;
}

/**
 * What a message of the error catalogue is about (absent for a UI's own messages). The host shows the
 * text only; the element kit puts it on the element that asked and fires that element's `wk-error`.
 */
export interface FailureContext {
  reason: ErrorReason;
  /** The failed request's `owner` (see `withRequestOwner`), when it has one. */
  owner?: unknown;
  /** Envelope code, else HTTP status (none without an answer). */
  code?: number | string;
}

export interface Notifier {
  warn(message: string, context?: FailureContext): void;
  error(message: string, title?: string, context?: FailureContext): void;
  success(message: string): void;
  reloginDialog(options: ReloginDialogOptions, context?: FailureContext): void;
  /**
   * Optional: told of every failed request, shown or not (silent calls; a session end the open relogin
   * dialog or running logout already covers), after the methods above.
   */
  failed?(action: ErrorAction, context: FailureContext): void;
}

const consoleNotifier: Notifier = {
  warn: (message) => console.warn(message),
  error: (message, title) => console.error(title ? `${title}: ${message}` : message),
  success: (message) => console.info(message),
  reloginDialog: ({ title, content }) => console.error(`${title}: ${content}`),
};

let notifier: Notifier = consoleNotifier;

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export function getNotifier(): Notifier {
  return notifier;
}

export function resetNotifier(): void {
  notifier = consoleNotifier;
}
