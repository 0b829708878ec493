import type { RouteModule } from '../index';
import { appletRoutes } from './applets';
import { channelAppletRoutes } from './channel-applets';
import { channelDataRoutes } from './channel-data';
import { channelSignRoutes } from './channel-sign';
import { channelRoutes } from './channels';
import { couponExcelRoutes } from './coupon-excel';
import { couponRoutes } from './coupons';
import { distributionRoutes } from './distribution';
import { memberRoutes } from './members';
import { smsTemplateRoutes } from './sms-templates';

/**
 * The channel and marketing area (docs/business-spec.md §7 "Channel and platform"): channels and their
 * signing, channel orders, users and applets, mini-programs and SMS templates, coupons,
 * memberships and distribution. Tenant rows are scoped by tenant, shop rows by shop, and a
 * channel partner (authority 5 or 6) sees only their own channel.
 */
export const partnerRoutes: RouteModule = (api, ctx) => {
  channelSignRoutes(api, ctx);
  channelRoutes(api, ctx);
  channelDataRoutes(api, ctx);
  channelAppletRoutes(api, ctx);
  couponRoutes(api, ctx);
  couponExcelRoutes(api, ctx);
  appletRoutes(api, ctx);
  smsTemplateRoutes(api, ctx);
  memberRoutes(api, ctx);
  distributionRoutes(api, ctx);
};
