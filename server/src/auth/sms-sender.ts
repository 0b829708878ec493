/** Delivers SMS codes. The demo sender keeps the last code per mobile for the dev-only endpoint. */
export interface SmsSender {
  send(mobile: string, code: string, mode: number): Promise<void>;
  /** Demo mode only: the last code sent to `mobile`. */
  lastCode?(mobile: string): string | undefined;
}

export function createDemoSmsSender(log: (message: string) => void = console.info): SmsSender {
  const sent = new Map<string, string>();
  return {
    async send(mobile, code) {
      sent.set(mobile, code);
      log(`[demo sms] ${mobile}: ${code}`);
    },
    lastCode: (mobile) => sent.get(mobile),
  };
}
