/** Ids and names other modules (server, tests, README) rely on. */

/** The platform operator's own tenant, home of the platform administrator. */
export const PLATFORM_TENANT_ID = 1000;
export const PLATFORM_TENANT_NAME = '平台运营中心';

/** Demo tenants: 1001 lease (tenant_model 1), 1002 mall (tenant_model 2). */
export const DEMO_TENANT_IDS = [1001, 1002] as const;

/** Demo users every test and the README rely on; all use the demo password. */
export const DEMO_USERNAMES = ['tenant1', 'tenant2', 'shop1', 'shop2', 'agent1', 'agent2'] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE_CODE = 'admin';
