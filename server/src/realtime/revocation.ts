import type { TokenService } from '../auth/tokens';
import type { Realtime } from './hub';

/**
 * The token service with revocation reaching the sockets: revoking a session (logout) or every session
 * of a user (password change or reset, freezing, deletion) also closes their websockets, socket.io
 * connections and live-table pages, on every instance (`Realtime.closeSessions`).
 *
 * @example ctx.tokens = closingSocketsOnRevoke(createTokenService(db, secret, idleMs), realtime)
 */
export function closingSocketsOnRevoke(tokens: TokenService, realtime: Realtime): TokenService {
  return {
    ...tokens,
    async revoke(token) {
      await tokens.revoke(token);
      const tokenId = tokens.idOf(token);
      if (tokenId) realtime.closeSessions({ tokenId });
    },
    async revokeAllOf(userId, exceptToken) {
      await tokens.revokeAllOf(userId, exceptToken);
      realtime.closeSessions({ userId, exceptTokenId: tokens.idOf(exceptToken) });
    },
  };
}
