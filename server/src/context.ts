import type { SmsSender } from './auth/sms-sender';
import type { TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { JobScheduler } from './jobs';
import type { ClusterBus } from './realtime/cluster-bus';
import type { Realtime } from './realtime/hub';
import type { UploadStorage } from './storage';

/** What every route module receives. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  realtime: Realtime;
  /** Messages to the other server instances on the same database (a no-op on PGlite). */
  bus: ClusterBus;
  sms: SmsSender;
  /** The scheduled-job runner; started by main.ts after listening, stopped when the app closes. */
  jobs: JobScheduler;
  /** Where uploads are kept (`UPLOAD_STORAGE`): read and written only through it. */
  uploads: UploadStorage;
}
