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

export interface Notifier {
  warn(message: string): void;
  error(message: string, title?: string): void;
  success(message: string): void;
  reloginDialog(options: ReloginDialogOptions): void;
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
