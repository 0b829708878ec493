import pg from 'pg';

/** Waits before reconnecting a dropped listening connection: 0.5 s, doubling, at most 10 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export interface ListenOptions {
  /** Called after a dropped connection listens again: notifications sent meanwhile are lost. */
  onReconnect?: () => void;
  log?: (line: string) => void;
}

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to others) and calls
 * `onPayload` with each notification's payload. A dropped connection (a PostgreSQL restart, a network
 * cut) is reopened with growing waits until `stop()`. The channel name is ours, never a request's.
 *
 * @example const stop = await listenPostgres(url, 'rental_bus', (payload) => handle(payload)); await stop()
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      if (!stopped) schedule();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          options.onReconnect?.();
        },
        (error: unknown) => {
          options.log?.(`listening on ${channel} failed, retrying in ${retryMs} ms: ${String(error)}`);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          schedule();
        },
      );
    }, retryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
