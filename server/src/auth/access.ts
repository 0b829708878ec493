/**
 * What a route demands. Every API route declares one (the app refuses to register a route without it):
 * - 'public': anyone (signature still checked);
 * - 'authenticated': any signed-in user;
 * - 'platform': the platform administrator only (authority 1);
 * - { perm }: a button permission code such as 'user:add' (comma list = any of them);
 * - { menu }: a menu route path such as '/system/user' the user's roles grant.
 */
export type Access = 'public' | 'authenticated' | 'platform' | { perm: string } | { menu: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false for the few routes a browser reaches without our headers (static files, socket handshakes). */
    signed?: boolean;
  }
}

export const PLATFORM_AUTHORITY = 1;
