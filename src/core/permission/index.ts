export * from './auth-pre';
export { type AuthKind, normalizeAllAuthEntries, normalizeAuthEntries, splitCodes } from './auth-rules';
export * from './has-permission';
export * from './load-permissions';
export * from './menu-paths';
export * from './menu-routes';
export * from './menu-search';
export * from './permission-store';
export * from './types';
