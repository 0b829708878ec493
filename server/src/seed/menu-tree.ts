import {
  ACTIVITY_MENU,
  BALANCE_MENU,
  BUY_ORDER_MENU,
  COUPON_MENU,
  CREDIT_MENU,
  ORDER_MENU,
  PRODUCT_MENU,
  RECHARGE_MENU,
  RISK_MENU,
  SHOP_MENU,
  STATISTICS_MENU,
} from './menu-business';
import { ACCOUNT_MENU, DASHBOARD_MENU, DATA_CENTER_MENU, LINKS_MENU, MESSAGE_MENU, TEST_MENU } from './menu-home';
import {
  APPLET_MENU,
  CHANNEL_MENU,
  DISTRIBUTION_MENU,
  MEMBER_MENU,
  MERCHANT_MENU,
  SERVICE_CENTER_MENU,
  TENANT_CONFIG_MENU,
  UNVERIFIED_MENU,
} from './menu-partner';
import { MONITOR_MENU, OSS_MENU, SYSTEM_MENU } from './menu-system';
import type { MenuSeedNode } from './types';

/**
 * The whole admin menu (sys_permission), in side-menu order. The admin host checks that every
 * `component` here resolves to one of its pages (see PAGE_COMPONENTS).
 */
export const MENU_TREE: readonly MenuSeedNode[] = [
  DASHBOARD_MENU,
  DATA_CENTER_MENU,
  ORDER_MENU,
  BUY_ORDER_MENU,
  PRODUCT_MENU,
  SHOP_MENU,
  ACTIVITY_MENU,
  COUPON_MENU,
  MEMBER_MENU,
  CHANNEL_MENU,
  DISTRIBUTION_MENU,
  APPLET_MENU,
  RISK_MENU,
  CREDIT_MENU,
  BALANCE_MENU,
  RECHARGE_MENU,
  STATISTICS_MENU,
  SERVICE_CENTER_MENU,
  MERCHANT_MENU,
  MESSAGE_MENU,
  UNVERIFIED_MENU,
  TENANT_CONFIG_MENU,
  OSS_MENU,
  SYSTEM_MENU,
  MONITOR_MENU,
  ACCOUNT_MENU,
  LINKS_MENU,
  TEST_MENU,
];

/** A node with its parent and the inherited platform-only flag, depth first. */
export interface FlatMenuNode {
  node: MenuSeedNode;
  parent: MenuSeedNode | undefined;
  platformOnly: boolean;
}

/** Every node of `tree`, parents before children. */
export function flattenMenu(tree: readonly MenuSeedNode[] = MENU_TREE): FlatMenuNode[] {
  const out: FlatMenuNode[] = [];
  const walk = (nodes: readonly MenuSeedNode[], parent: MenuSeedNode | undefined, inherited: boolean) => {
    for (const node of nodes) {
      const platformOnly = inherited || node.platformOnly === true;
      out.push({ node, parent, platformOnly });
      if (node.children) walk(node.children, node, platformOnly);
    }
  };
  walk(tree, undefined, false);
  return out;
}

/** Every distinct page component key of the menu (layouts excluded), in menu order. */
export const PAGE_COMPONENTS: string[] = [
  ...new Set(
    flattenMenu()
      .map(({ node }) => node.component)
      .filter((component): component is string => !!component && !component.startsWith('layouts/')),
  ),
];
