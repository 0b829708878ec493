import { couponExpireJob } from './built-in/coupon-expire-job';
import { loginLogCleanJob } from './built-in/login-log-clean-job';
import { orderOverdueJob } from './built-in/order-overdue-job';
import { sampleParamJob } from './built-in/sample-param-job';
import type { BuiltInJob } from './types';

/** Built-in jobs by class name: the only things a quartz_job row may schedule. */
export type JobRegistry = ReadonlyMap<string, BuiltInJob>;

/** Every job the server ships, in the order the job form lists them. */
export const BUILT_IN_JOBS: readonly BuiltInJob[] = [
  orderOverdueJob,
  couponExpireJob,
  loginLogCleanJob,
  sampleParamJob,
];

/**
 * A registry of `jobs` (tests pass their own; the server uses BUILT_IN_REGISTRY).
 *
 * @example jobRegistry([sampleParamJob]).get('org.jeecg.modules.quartz.job.SampleParamJob')?.name // '示例任务'
 */
export function jobRegistry(jobs: readonly BuiltInJob[] = BUILT_IN_JOBS): JobRegistry {
  return new Map(jobs.map((job) => [job.className, job]));
}

export const BUILT_IN_REGISTRY: JobRegistry = jobRegistry();

/** The refusal for a class name outside the registry (the name shortened, it is echoed back). */
export function unknownJobClassMessage(className: string): string {
  return `任务类名不存在：${className.slice(0, 100)}（只能选择系统内置的任务）`;
}
