import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import { notFound } from '../../lib/errors.ts';
import { demoPicture } from './data.ts';

/**
 * The demo's slide pictures (1920×1080 WebP drawn by scripts/demo-slides.mjs), in
 * apps/server/assets/demo: found from the source tree and from the bundle alike, as the fonts are.
 */
function slidesDir(): string | null {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const assets = path.join(dir, 'assets', 'demo');
    if (fs.existsSync(assets)) return assets;
  }
  return null;
}

const SLIDES = slidesDir();

/**
 * Pictures of the demo restaurant: its dishes drawn on request as SVG, so the repository ships no
 * photo of them; its slides as the WebP files shipped for a full-HD screen.
 */
export function demoRoutes(app: App): void {
  app.get(
    '/demo/:name',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.(svg|webp)$/) }) },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (name.endsWith('.webp')) {
        // The name is letters, digits and dashes only (the pattern above): it cannot leave the folder.
        const file = SLIDES && path.join(SLIDES, name);
        const data = file && (await fs.promises.readFile(file).catch(() => null));
        if (!data) throw notFound('picture');
        return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(data);
      }
      const svg = demoPicture(name.replace(/\.svg$/, ''));
      if (!svg) throw notFound('picture');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
