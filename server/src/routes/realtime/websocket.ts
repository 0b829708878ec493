import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { frameText, parseJson, SESSION_ENDED_CODE, SESSION_ENDED_REASON } from './socket-auth';
import { onLimitedMessage } from './socket-limit';
import { registerGatedSocket } from './socket-route';

/** The answer to a JSON heartbeat (JeecgBoot's WebsocketConst.CMD_CHECK). */
export const HEARTCHECK_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

function isHeartcheck(text: string): boolean {
  if (text === 'HeartBeat' || text === 'heartcheck') return true;
  const json = parseJson(text) as { type?: unknown; cmd?: unknown } | null;
  return typeof json === 'object' && json !== null && (json.type === 'heartcheck' || json.cmd === 'heartcheck');
}

/**
 * The notice socket `/websocket/{username}` (or `{userId}_{anything}`): the token comes as the
 * sub-protocol, the socket is bound to the token's user, and the hub pushes
 * `{cmd:'topic'|'user', msgId, msgTxt}` frames to it. `ping` is answered with `pong`. A client over
 * its message budget (message-rate.ts) is closed with 1008.
 */
export function registerNoticeSocket(api: FastifyInstance, ctx: AppContext): void {
  registerGatedSocket(api, ctx, '/websocket/:username', 'username', (socket, identity) => {
    const remove = ctx.realtime.add({
      ...identity,
      send(frame) {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      },
      close: () => socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON),
    });
    socket.on('close', remove);
    onLimitedMessage(socket, (data, isBinary) => {
      const text = frameText(data, isBinary)?.trim();
      if (!text) return;
      if (text === 'ping') socket.send('pong');
      else if (isHeartcheck(text)) socket.send(HEARTCHECK_REPLY);
    });
  });
}
