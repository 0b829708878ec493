/**
 * Wire types and rules of the API shared by the front end and the reference server: the only part of
 * `src/` the server imports besides the pure rule modules named for it (cron, validation).
 */
export type { ApiEnvelope, PageResult } from './envelope';
export { IMPORT_PROGRESS_PATH, type ImportProgress, type ImportStage } from './import-progress';
export { ORDER_STATUS } from './order-status';
export { DEMO_APP_ID, DEMO_SIGN_SECRET, Header, signingInput } from './signing';
