import { SitePageInput } from '@cashier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes a slug from an English title', () => {
    expect(slugify('About us & terms')).toBe('about-us-terms');
    expect(slugify('  Café Menu 2026 ')).toBe('cafe-menu-2026');
    expect(slugify('من نحن')).toBe('');
  });

  it('always gives a slug the server accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = slugify(title);
        if (!slug) return;
        const parsed = SitePageInput.shape.slug.safeParse(slug);
        expect(parsed.success, slug).toBe(true);
      }),
    );
  });
});
