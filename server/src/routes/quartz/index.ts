import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { quartzJobRoutes } from './quartz-jobs';

/** Scheduled jobs (sys/quartzJob) and their run log. */
export function quartzRoutes(api: FastifyInstance, ctx: AppContext): void {
  quartzJobRoutes(api, ctx);
}
