import type { RawData, WebSocket } from 'ws';
import { type MessageRate, messageBudget, RATE_LIMIT_CLOSE } from '../../realtime/message-rate';

/**
 * Listens to a websocket's messages through a per-connection budget: every frame counts (heartbeats
 * too, they cost the server an answer), and the first frame over the limit closes the socket with
 * 1008; what the client still had in flight is dropped unread.
 *
 * @example onLimitedMessage(socket, (data, isBinary) => handle(frameText(data, isBinary)))
 */
export function onLimitedMessage(
  socket: WebSocket,
  handler: (data: RawData, isBinary: boolean) => void,
  rate?: MessageRate,
): void {
  const budget = messageBudget(rate);
  socket.on('message', (data, isBinary) => {
    if (budget.take()) {
      handler(data, isBinary);
      return;
    }
    if (socket.readyState === socket.OPEN) socket.close(RATE_LIMIT_CLOSE.code, RATE_LIMIT_CLOSE.reason);
  });
}
