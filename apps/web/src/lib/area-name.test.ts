import { describe, expect, it } from 'vitest';
import { areaName } from './area-name';

describe('areaName', () => {
  it('shows the Arabic name on Arabic screens and falls back to the English one', () => {
    expect(areaName({ area: 'Hall', areaAr: 'الصالة' }, 'ar')).toBe('الصالة');
    expect(areaName({ area: 'Hall', areaAr: 'الصالة' }, 'en')).toBe('Hall');
    expect(areaName({ area: 'Hall', areaAr: null }, 'ar')).toBe('Hall');
    expect(areaName({ area: 'Hall', areaAr: '' }, 'ar')).toBe('Hall');
    expect(areaName({ area: null, areaAr: null }, 'ar')).toBeNull();
  });
});
