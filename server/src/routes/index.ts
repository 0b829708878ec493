import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { noticeRoutes } from './notice';
import { orgRoutes } from './org';
import { permissionRoutes } from './permission';
import { sessionRoutes } from './session';

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every API area, registered under API_PREFIX. */
export const routeModules: RouteModule[] = [sessionRoutes, permissionRoutes, orgRoutes, noticeRoutes];
