import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v1/', '/api/', '/uploads/', '/demo/'];

/**
 * Serves uploads and the built web app; any other GET that accepts HTML gets index.html so the
 * client router can handle deep links. API paths answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexFile = path.join(webDist, 'index.html');

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (API_PREFIXES.some((p) => url.startsWith(p)) || !wantsHtml) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${url}` } });
    }
    // Read per request (a few hundred bytes, page-cached) so a rebuild is picked up without a restart.
    const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
