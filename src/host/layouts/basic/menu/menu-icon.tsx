import type { ComponentType } from 'react';
import * as MenuIcons from './menu-icons';

type IconComponent = ComponentType<{ className?: string }>;

// A fixed set of the Arco icons menus commonly name (menu-icons.ts). The whole set is not imported: every
// @arco-design module lands in the startup chunk, and all 280 icons would add ~36 KB gzip to it.
// An unknown name shows the generic app icon.
const MENU_ICONS: Record<string, IconComponent | undefined> = MenuIcons;

/**
 * The Arco component name a menu icon means: `IconDashboard` as is, `dashboard` / `icon-dashboard`
 * (JeecgBoot and Ant Design spellings) converted.
 *
 * @example arcoIconName('user-group') // 'IconUserGroup'
 */
export function arcoIconName(name: string): string {
  if (/^Icon[A-Z]/.test(name)) return name;
  const words = name
    .replace(/^icon[-_]?/i, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  return `Icon${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

/** The icon a menu entry names (`meta.icon`), the generic app icon when the name is unknown. */
export function MenuIcon({ name, className }: { name?: string | undefined; className?: string }) {
  const Icon = (name && MENU_ICONS[arcoIconName(name)]) || MenuIcons.IconApps;
  return <Icon className={className} />;
}
