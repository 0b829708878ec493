import { describe, expect, it } from 'vitest';
import { PRESET_PALETTES, presetPalette } from './palette';
import { DEFAULT_LAYOUT_SETTINGS, PRIMARY_COLOR_PRESETS } from './settings-rules';
import { primaryPalette } from './theme';

describe('preset palettes', () => {
  it('are what the colour library generates for each of the eight presets', () => {
    expect(Object.keys(PRESET_PALETTES).sort()).toEqual(PRIMARY_COLOR_PRESETS.map((preset) => preset.color).sort());
    for (const { color } of PRIMARY_COLOR_PRESETS) expect(presetPalette(color, false)).toEqual(primaryPalette(color));
  });

  it('cover the default colour in any case, and leave dark pages and other colours to the library', () => {
    expect(presetPalette(DEFAULT_LAYOUT_SETTINGS.primaryColor.toLowerCase(), false)?.[5]).toBe('24,144,255');
    expect(presetPalette(DEFAULT_LAYOUT_SETTINGS.primaryColor, true)).toBeUndefined();
    expect(presetPalette('#123456', false)).toBeUndefined();
  });
});
