import { describe, expect, it } from 'vitest';
import { directionOf, rasterize } from './raster.ts';

describe('raster printing', () => {
  it('gives a line the direction of its first letter, else the document’s', () => {
    expect(directionOf('شيش طاووق', 'ltr')).toBe('rtl');
    expect(directionOf('2× شيش طاووق', 'ltr')).toBe('rtl');
    expect(directionOf('2 x Shish Tawook', 'rtl')).toBe('ltr');
    expect(directionOf('Çiğ köfte', 'rtl')).toBe('ltr');
    expect(directionOf('#128 12:30', 'rtl')).toBe('rtl');
    expect(directionOf('', 'ltr')).toBe('ltr');
  });

  it('draws the paper’s width in dots, in whole bands of 8 rows, ink only where text is', () => {
    for (const width of [384, 576]) {
      const { data, height } = rasterize([{ type: 'text', text: 'حمص Hummus', size: 2 }], width, 'rtl');
      expect(height % 8).toBe(0);
      expect(data.length).toBe(width * height * 4);
      const dark = (x: number) => {
        for (let y = 0; y < height; y++) if (data[(y * width + x) * 4]! < 128) return true;
        return false;
      };
      // Right to left: the line starts at the right edge, and its far (left) end stops short.
      expect(dark(width - 20)).toBe(true);
      expect(dark(2)).toBe(false);
    }
  });
});
