import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { activityAreaRoutes } from './activity';
import { cgreportRoutes } from './cgreport';
import { deskRoutes } from './desk';
import { importProgressRoutes } from './import-progress';
import { noticeRoutes } from './notice';
import { orderServiceRoutes } from './order-services';
import { orgRoutes } from './org';
import { partnerRoutes } from './partner';
import { permissionRoutes } from './permission';
import { quartzRoutes } from './quartz';
import { sessionRoutes } from './session';
import { shopRoutes } from './shop';
import { tradeRoutes } from './trade';

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every API area, registered under API_PREFIX. */
export const routeModules: RouteModule[] = [
  sessionRoutes,
  permissionRoutes,
  orgRoutes,
  noticeRoutes,
  quartzRoutes,
  shopRoutes,
  partnerRoutes,
  tradeRoutes,
  orderServiceRoutes,
  activityAreaRoutes,
  cgreportRoutes,
  deskRoutes,
  importProgressRoutes,
];
