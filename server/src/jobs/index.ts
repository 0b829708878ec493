/** Scheduled jobs: the built-in jobs, their registry, the run log and the (clustered) scheduler. */
export { lostRunMessage } from './cluster-store';
export { BUILT_IN_JOBS, BUILT_IN_REGISTRY, type JobRegistry, jobRegistry, unknownJobClassMessage } from './registry';
export { type FiredRun, type JobLogger, type RunResult, runAndLog, type TriggerType } from './run-log';
export { cronProblem, JOB_TIME_ZONE, NEVER_FIRES_MESSAGE, nextFireTime } from './schedule';
export {
  createJobScheduler,
  DEFAULT_CHECKIN_INTERVAL_MS,
  DEFAULT_FIRED_RETENTION_MS,
  DEFAULT_MISSED_CHECKINS,
  type JobScheduler,
  type JobSchedulerOptions,
} from './scheduler';
export { seedJobs } from './seed-jobs';
export {
  type BuiltInJob,
  JOB_PAUSED,
  JOB_RUNNING,
  JobError,
  type JobRunContext,
  type ScheduledJobRow,
} from './types';
