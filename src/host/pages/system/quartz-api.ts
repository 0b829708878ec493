import { getJson } from './system-api';

/** A built-in job class the server can schedule (`/sys/quartzJob/jobClassList`). */
export interface JobClass {
  value: string;
  text: string;
  description?: string;
  parameterHint?: string;
}

/** JeecgBoot's job states (dictionary quartz_status). */
export const JOB_RUNNING = 0;
export const JOB_PAUSED = -1;

/** How a run was started (`triggerType` of the run log). */
export const TRIGGER_TEXT: Record<string, string> = { schedule: '定时', manual: '手动' };

export const JOB_CLASSES_URL = '/sys/quartzJob/jobClassList';

/** The job classes of the form's picker. */
export function loadJobClasses(signal?: AbortSignal): Promise<JobClass[]> {
  return getJson<JobClass[]>(JOB_CLASSES_URL, undefined, signal).then((list) => list ?? []);
}

/**
 * Whether a row is scheduled (status 0); the server sends a number, a copied row may hold a string.
 *
 * @example isRunning({ status: 0 }) // true
 */
export function isRunning(row: { status?: unknown }): boolean {
  return String(row.status) === String(JOB_RUNNING);
}
