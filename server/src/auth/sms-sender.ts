/**
 * Delivers SMS codes. Only the demo sender ever writes a code to a log; production delivers through a
 * configured webhook, or refuses to send at all.
 */
export interface SmsSender {
  /** false: no delivery is possible, and /sys/sms refuses before issuing a code. */
  readonly configured: boolean;
  send(mobile: string, code: string, mode: number): Promise<void>;
  /** Demo mode only: the last code sent to `mobile`. */
  lastCode?(mobile: string): string | undefined;
}

export const SMS_NOT_CONFIGURED = '短信服务未配置，请联系管理员';

/** What the webhook receives as `template`, by `smsmode`. */
const TEMPLATES: Record<number, string> = { 0: 'login', 1: 'register', 2: 'forgot' };
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Demo mode: logs each code and keeps the last one per mobile for the dev-only endpoint.
 *
 * @example const sms = createDemoSmsSender((message) => app.log.warn(message));
 */
export function createDemoSmsSender(log: (message: string) => void = console.info): SmsSender {
  const sent = new Map<string, string>();
  return {
    configured: true,
    async send(mobile, code) {
      sent.set(mobile, code);
      log(`[demo sms] ${mobile}: ${code}`);
    },
    lastCode: (mobile) => sent.get(mobile),
  };
}

/**
 * Delivers through an operator's SMS gateway: POST `{mobile, code, template}` as JSON to `url`. A
 * failure names the HTTP status only, so the code never reaches an error log.
 *
 * @example const sms = createWebhookSmsSender('https://sms.example.com/send');
 */
export function createWebhookSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    configured: true,
    async send(mobile, code, mode) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, code, template: TEMPLATES[mode] ?? String(mode) }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}

/** Production without a gateway: nothing is sent, and /sys/sms says so. */
export function createUnconfiguredSmsSender(): SmsSender {
  return {
    configured: false,
    async send() {
      throw new Error(SMS_NOT_CONFIGURED);
    },
  };
}

/**
 * The sender the configuration asks for: the webhook when `SMS_WEBHOOK_URL` is set; otherwise the
 * logging demo sender outside production and the refusing one in production.
 */
export function smsSenderFor(
  config: { production: boolean; smsWebhookUrl: string | undefined },
  log: (message: string) => void,
): SmsSender {
  if (config.smsWebhookUrl) return createWebhookSmsSender(config.smsWebhookUrl);
  return config.production ? createUnconfiguredSmsSender() : createDemoSmsSender(log);
}
