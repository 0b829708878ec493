import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountAreaRoutes } from './account';
import { activityAreaRoutes } from './activity';
import { afterSaleAreaRoutes } from './after-sale';
import { cgreportRoutes } from './cgreport';
import { customerAreaRoutes } from './customers';
import { fileAreaRoutes } from './files';
import { financeAreaRoutes } from './finance';
import { importProgressRoutes } from './import-progress';
import { merchantAreaRoutes } from './merchant';
import { messageAreaRoutes } from './messages';
import { monitorAreaRoutes } from './monitor';
import { noticeRoutes } from './notice';
import { orderAreaRoutes } from './orders';
import { orgRoutes } from './org';
import { partnerRoutes } from './partner';
import { permissionRoutes } from './permission';
import { quartzRoutes } from './quartz';
import { realtimeRoutes } from './realtime';
import { riskAreaRoutes } from './risk';
import { serviceCenterRoutes } from './service-center';
import { sessionRoutes } from './session';
import { shopRoutes } from './shop';
import { statisticsAreaRoutes } from './statistics';
import { tenantConfigAreaRoutes } from './tenant-config';

export type RouteModule = (api: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Every API area, one folder each, registered under API_PREFIX. */
export const routeModules: RouteModule[] = [
  sessionRoutes,
  permissionRoutes,
  orgRoutes,
  noticeRoutes,
  realtimeRoutes,
  quartzRoutes,
  shopRoutes,
  partnerRoutes,
  orderAreaRoutes,
  riskAreaRoutes,
  financeAreaRoutes,
  merchantAreaRoutes,
  statisticsAreaRoutes,
  customerAreaRoutes,
  serviceCenterRoutes,
  afterSaleAreaRoutes,
  activityAreaRoutes,
  cgreportRoutes,
  messageAreaRoutes,
  fileAreaRoutes,
  monitorAreaRoutes,
  tenantConfigAreaRoutes,
  accountAreaRoutes,
  importProgressRoutes,
];
