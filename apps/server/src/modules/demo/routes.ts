import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import { notFound } from '../../lib/errors.ts';
import { demoPicture } from './data.ts';

/** Pictures of the demo restaurant, drawn on request so the repository ships no image files. */
export function demoRoutes(app: App): void {
  app.get(
    '/demo/:name',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.svg$/) }) },
    },
    (request, reply) => {
      const svg = demoPicture(request.params.name.replace(/\.svg$/, ''));
      if (!svg) throw notFound('picture');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
