/**
 * Frames of the notice socket (docs/contract.md "Announcements and realtime"): the server pushes
 * `{cmd:'topic', msgId, msgTxt}` to the tenant and `{cmd:'user', userId, msgId, msgTxt}` to one user,
 * and answers the heartbeat with `pong` (or `{cmd:'heartcheck'}` for JeecgBoot's JSON heartbeat).
 */

/** The text the client sends as heartbeat; the server answers `pong`. */
export const HEARTBEAT_PING = 'ping';

export interface NoticeFrame {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
  [key: string]: unknown;
}

/** Commands after which the notice lists are out of date. */
export const RELOAD_COMMANDS: readonly string[] = ['topic', 'user'];

/** Whether a text frame only answers a heartbeat. */
export function isHeartbeatReply(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === 'pong' || trimmed === 'HeartBeat' || trimmed === 'heartcheck') return true;
  const frame = parseJsonObject(trimmed);
  return frame !== null && (frame.cmd === 'heartcheck' || frame.type === 'heartcheck');
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The notice frame in a text message, or null for heartbeat replies and anything that is not a JSON
 * object with a string `cmd`.
 *
 * @example parseNoticeFrame('{"cmd":"user","msgId":"42","msgTxt":"新通知"}') // { cmd: 'user', msgId: '42', ... }
 */
export function parseNoticeFrame(text: string): NoticeFrame | null {
  if (isHeartbeatReply(text)) return null;
  const frame = parseJsonObject(text.trim());
  return frame && typeof frame.cmd === 'string' ? (frame as NoticeFrame) : null;
}

/** Whether a frame means the user's notices changed (cmd `topic` or `user`). */
export function isReloadFrame(frame: NoticeFrame): boolean {
  return RELOAD_COMMANDS.includes(frame.cmd);
}
