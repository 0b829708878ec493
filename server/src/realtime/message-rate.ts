/**
 * Per-connection limits on what a client may send over a realtime socket (websocket, live table,
 * socket.io). A token bucket: a client may send `burst` messages at once and `perSecond` on average
 * after that. The stock clients send one heartbeat every 10–25 s and a live-table update per committed
 * cell, so 20 at once and 10 a second is far above any honest page and far below a flood.
 */
export interface MessageRate {
  burst: number;
  perSecond: number;
}

export const SOCKET_MESSAGE_RATE: MessageRate = { burst: 20, perSecond: 10 };

/** How a socket over its limit is closed: 1008 (policy violation) with a short reason. */
export const RATE_LIMIT_CLOSE = { code: 1008, reason: 'too many messages' } as const;

export interface MessageBudget {
  /** Spends one message; false once the client is over its limit (and from then on, for good). */
  take(): boolean;
}

/**
 * @example const budget = messageBudget(); socket.on('message', () => { if (!budget.take()) socket.close(1008) })
 */
export function messageBudget(rate: MessageRate = SOCKET_MESSAGE_RATE, now: () => number = Date.now): MessageBudget {
  let tokens = rate.burst;
  let last = now();
  let exceeded = false;
  return {
    take() {
      if (exceeded) return false;
      const at = now();
      tokens = Math.min(rate.burst, tokens + ((at - last) / 1000) * rate.perSecond);
      last = at;
      if (tokens < 1) {
        // A connection that flooded once stays closed: frames still in flight are not worth reading.
        exceeded = true;
        return false;
      }
      tokens -= 1;
      return true;
    },
  };
}
