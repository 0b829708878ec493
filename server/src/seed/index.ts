/** Seed data of the reference server: `seedBase` always, `seedDemo` in demo mode. */
export { DEMO_TENANT_IDS, DEMO_USERNAMES, type DemoUsername, PLATFORM_TENANT_ID } from './constants';
export { MENU_TREE, PAGE_COMPONENTS } from './menu-tree';
export { type SeedBaseOptions, seedBase } from './seed-base';
export { type SeedDemoOptions, seedDemo } from './seed-demo';
export type { MenuSeedNode } from './types';
