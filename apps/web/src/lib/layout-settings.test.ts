import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, LAYOUT_OPTIONS, parseLayoutSettings } from './layout-settings';

describe('stored layout settings', () => {
  it('uses the spec defaults when nothing is stored', () => {
    expect(DEFAULT_LAYOUT).toEqual({
      sidebarColor: 'gradient',
      sidebarSize: 'default',
      width: 'fluid',
      menuPosition: 'fixed',
      topbarColor: 'light',
    });
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings(undefined)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings('')).toEqual(DEFAULT_LAYOUT);
  });

  it('keeps the valid values of a partial value and defaults the rest', () => {
    expect(parseLayoutSettings('{"width":"boxed","topbarColor":"dark"}')).toEqual({
      ...DEFAULT_LAYOUT,
      width: 'boxed',
      topbarColor: 'dark',
    });
  });

  it('reads every allowed value back', () => {
    for (const [key, values] of Object.entries(LAYOUT_OPTIONS)) {
      for (const value of values) {
        expect(parseLayoutSettings(JSON.stringify({ [key]: value }))).toEqual({
          ...DEFAULT_LAYOUT,
          [key]: value,
        });
      }
    }
  });

  it('ignores unknown values, wrong types and extra keys', () => {
    const stored = JSON.stringify({ sidebarColor: 'purple', sidebarSize: 3, width: null, extra: 'x' });
    const parsed = parseLayoutSettings(stored);
    expect(parsed).toEqual(DEFAULT_LAYOUT);
    expect(parsed).not.toHaveProperty('extra');
  });

  it('falls back to the defaults for corrupt or non-object values', () => {
    for (const raw of ['{not json', 'null', '42', '"boxed"', '["boxed"]', 'true']) {
      expect(parseLayoutSettings(raw), raw).toEqual(DEFAULT_LAYOUT);
    }
  });
});
