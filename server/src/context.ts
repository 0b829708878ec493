import type { SmsSender } from './auth/sms-sender';
import type { TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { JobScheduler } from './jobs';
import type { Realtime } from './realtime/hub';

/** What every route module receives. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  realtime: Realtime;
  sms: SmsSender;
  /** The scheduled-job runner; started by main.ts after listening, stopped when the app closes. */
  jobs: JobScheduler;
}
