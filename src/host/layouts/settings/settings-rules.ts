/**
 * Layout settings of the settings drawer (docs/business-spec.md §2 "Settings drawer"): the shape, the
 * defaults, and the rules that tie the options together. Pure: the store and the drawer use it.
 */

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface LayoutSettings {
  /** Side or top menu colour scheme. */
  navTheme: NavTheme;
  /** One of the eight presets (any #RRGGBB is accepted). */
  primaryColor: string;
  layout: LayoutMode;
  /** Fixed (1200 px, centred) or fluid content; effective only with the top menu. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hide the header while scrolling down past 100 px; needs a fixed header. */
  autoHideHeader: boolean;
  /** Side menu fixed to the viewport; not available with the top menu. */
  fixSiderbar: boolean;
  colorWeak: boolean;
  /** Multi-tab mode (also turns keep-alive on). */
  multipage: boolean;
}

/** docs/business-spec.md §2 defaults. */
export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  primaryColor: '#1890FF',
  navTheme: 'dark',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  fixSiderbar: true,
  autoHideHeader: true,
  colorWeak: false,
  multipage: true,
};

/** The eight colour presets, named as Ant Design Pro's drawer names them. */
export const PRIMARY_COLOR_PRESETS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Stored settings made whole: unknown or malformed values fall back to the defaults, and the side
 * menu always reads content width `Fixed` (the drawer does not offer `Fluid` there).
 *
 * @example normalizeSettings({ navTheme: 'pink' }).navTheme // 'dark'
 */
export function normalizeSettings(raw: unknown): LayoutSettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_LAYOUT_SETTINGS;
  const layout = pick<LayoutMode>(value.layout, ['sidemenu', 'topmenu'], d.layout);
  return {
    navTheme: pick<NavTheme>(value.navTheme, ['dark', 'light'], d.navTheme),
    primaryColor:
      typeof value.primaryColor === 'string' && HEX_COLOR.test(value.primaryColor)
        ? value.primaryColor.toUpperCase()
        : d.primaryColor,
    layout,
    contentWidth:
      layout === 'sidemenu' ? 'Fixed' : pick<ContentWidth>(value.contentWidth, ['Fixed', 'Fluid'], d.contentWidth),
    fixedHeader: bool(value.fixedHeader, d.fixedHeader),
    autoHideHeader: bool(value.autoHideHeader, d.autoHideHeader),
    fixSiderbar: bool(value.fixSiderbar, d.fixSiderbar),
    colorWeak: bool(value.colorWeak, d.colorWeak),
    multipage: bool(value.multipage, d.multipage),
  };
}

/** What the layout actually does with the settings on this screen. */
export interface EffectiveLayout {
  /** Side menu (a drawer on mobile) rather than the top menu. */
  sideMenu: boolean;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  /** Content limited to 1200 px and centred. */
  contentFixed: boolean;
  multipage: boolean;
}

/**
 * The settings as they apply: auto-hide needs a fixed header, a fixed side menu needs the side
 * menu, fixed content width applies only to the top menu, and mobile has neither the top menu
 * nor tabs (its menu is a drawer).
 *
 * @example effectiveLayout({ ...DEFAULT_LAYOUT_SETTINGS, fixedHeader: false }, false).autoHideHeader // false
 */
export function effectiveLayout(settings: LayoutSettings, isMobile: boolean): EffectiveLayout {
  const sideMenu = isMobile || settings.layout === 'sidemenu';
  return {
    sideMenu,
    fixedHeader: settings.fixedHeader,
    autoHideHeader: settings.fixedHeader && settings.autoHideHeader,
    fixSiderbar: !isMobile && settings.layout === 'sidemenu' && settings.fixSiderbar,
    contentFixed: !sideMenu && settings.contentWidth === 'Fixed',
    multipage: settings.multipage && !isMobile,
  };
}
