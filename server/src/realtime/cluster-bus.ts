import type { Db } from '../db/database';
import { defaultInstanceId } from '../util/instance-id';

/** The NOTIFY channel the instances of one database talk on. */
export const BUS_CHANNEL = 'rental_bus';
/** Longest payload sent inline: NOTIFY refuses 8,000 bytes and more. */
const MAX_INLINE_BYTES = 7_500;
/** Stored payloads are swept after this long (every instance has read them by then). */
const STORED_FOR_MS = 60_000;

/** What one instance tells the others: a topic and its JSON-able data. */
export interface BusMessage {
  topic: string;
  data: unknown;
}

interface Envelope {
  /** The sending instance: it never handles its own messages (it acted locally already). */
  from: string;
  topic?: string;
  data?: unknown;
  /** Id of a stored payload (sys_bus_message), for one too large to travel inline. */
  ref?: number;
}

export interface ClusterBus {
  readonly instanceId: string;
  /** Tells the other instances; resolves once sent (a failure is logged, never thrown: the local part is done). */
  publish(topic: string, data: unknown): Promise<void>;
  /** Handles `topic` messages of the other instances. */
  subscribe(topic: string, handler: (data: unknown) => void): () => void;
  close(): Promise<void>;
}

/**
 * The instances' message bus: PostgreSQL LISTEN/NOTIFY on the shared database, so no broker besides it.
 * On a database without `listen` (PGlite, one process) there is no other instance and publishing does
 * nothing. Delivery is at most once: an instance whose listening connection is down meanwhile misses
 * what was sent (it reconnects by itself); payloads over 7,500 bytes go through sys_bus_message by id.
 *
 * @example const bus = await openClusterBus(db, { instanceId }); bus.subscribe('notice', deliver); await bus.publish('notice', frame)
 */
export async function openClusterBus(
  db: Db,
  options: { instanceId?: string; log?: (line: string) => void } = {},
): Promise<ClusterBus> {
  const instanceId = options.instanceId ?? defaultInstanceId();
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const log = options.log ?? (() => {});

  const dispatch = (topic: string | undefined, data: unknown) => {
    for (const handler of (topic && handlers.get(topic)) || []) {
      try {
        handler(data);
      } catch (error) {
        log(`bus handler of ${topic} failed: ${String(error)}`);
      }
    }
  };

  const receive = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === instanceId) return;
    if (envelope.ref === undefined) {
      dispatch(envelope.topic, envelope.data);
      return;
    }
    db.one<{ payload: string }>('SELECT payload FROM sys_bus_message WHERE id = $1', [envelope.ref]).then(
      (row) => {
        if (!row) return;
        const stored = JSON.parse(row.payload) as BusMessage;
        dispatch(stored.topic, stored.data);
      },
      (error: unknown) => log(`bus message ${envelope.ref} not read: ${String(error)}`),
    );
  };

  const unlisten = db.listen ? await db.listen(BUS_CHANNEL, receive, { log }) : null;
  let lastSweep = 0;

  const send = async (topic: string, data: unknown) => {
    const inline = JSON.stringify({ from: instanceId, topic, data } satisfies Envelope);
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await db.query('SELECT pg_notify($1, $2)', [BUS_CHANNEL, inline]);
      return;
    }
    const row = await db.one<{ id: number }>('INSERT INTO sys_bus_message (payload) VALUES ($1) RETURNING id', [
      JSON.stringify({ topic, data } satisfies BusMessage),
    ]);
    await db.query('SELECT pg_notify($1, $2)', [BUS_CHANNEL, JSON.stringify({ from: instanceId, ref: row?.id })]);
    if (Date.now() - lastSweep > STORED_FOR_MS) {
      lastSweep = Date.now();
      await db.query(`DELETE FROM sys_bus_message WHERE create_time < now() - make_interval(secs => $1::int)`, [
        STORED_FOR_MS / 1000,
      ]);
    }
  };

  return {
    instanceId,
    async publish(topic, data) {
      if (!unlisten) return;
      await send(topic, data).catch((error: unknown) => log(`bus message ${topic} not sent: ${String(error)}`));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      await unlisten?.();
    },
  };
}
