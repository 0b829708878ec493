import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, effectiveLayout, normalizeSettings } from './settings-rules';

describe('normalizeSettings', () => {
  it('gives the spec defaults for nothing stored', () => {
    expect(normalizeSettings(null)).toEqual({
      primaryColor: '#1890FF',
      navTheme: 'dark',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      fixedHeader: true,
      fixSiderbar: true,
      autoHideHeader: true,
      colorWeak: false,
      multipage: true,
    });
  });

  it('replaces malformed values one by one and keeps the good ones', () => {
    const settings = normalizeSettings({
      navTheme: 'pink',
      primaryColor: '#13c2c2',
      multipage: 'yes',
      colorWeak: true,
    });
    expect(settings.navTheme).toBe('dark');
    expect(settings.primaryColor).toBe('#13C2C2');
    expect(settings.multipage).toBe(true);
    expect(settings.colorWeak).toBe(true);
    expect(normalizeSettings({ primaryColor: 'red' }).primaryColor).toBe('#1890FF');
  });

  it('does not offer a fluid content width with the side menu', () => {
    expect(normalizeSettings({ layout: 'sidemenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid');
  });
});

describe('effectiveLayout', () => {
  const base = DEFAULT_LAYOUT_SETTINGS;

  it('hides the header on scroll only when it is fixed', () => {
    expect(effectiveLayout(base, false).autoHideHeader).toBe(true);
    expect(effectiveLayout({ ...base, fixedHeader: false }, false).autoHideHeader).toBe(false);
  });

  it('fixes the side menu only in side-menu mode', () => {
    expect(effectiveLayout(base, false).fixSiderbar).toBe(true);
    expect(effectiveLayout({ ...base, layout: 'topmenu' }, false).fixSiderbar).toBe(false);
  });

  it('limits the content width only with the top menu', () => {
    expect(effectiveLayout(base, false).contentFixed).toBe(false);
    expect(effectiveLayout({ ...base, layout: 'topmenu' }, false).contentFixed).toBe(true);
    expect(effectiveLayout({ ...base, layout: 'topmenu', contentWidth: 'Fluid' }, false).contentFixed).toBe(false);
  });

  it('uses the side menu drawer and no tabs on mobile', () => {
    const mobile = effectiveLayout({ ...base, layout: 'topmenu' }, true);
    expect(mobile.sideMenu).toBe(true);
    expect(mobile.multipage).toBe(false);
    expect(mobile.fixSiderbar).toBe(false);
  });
});
