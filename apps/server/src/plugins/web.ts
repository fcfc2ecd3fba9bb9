import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import { isSitePath, isWebPath, SITE_ASSETS_PREFIX } from '@cashier/contracts';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from './compression.ts';
import { preferredEncoding } from '../lib/encoding.ts';
import { AppError } from '../lib/errors.ts';
import { msg } from '../lib/messages/text.ts';

const API_PREFIXES = ['/v1/', '/api/', '/uploads/', '/demo/'];

type Page = { html: Buffer; br: Buffer; gzip: Buffer };

/**
 * index.html as sent: the page and its brotli and gzip forms, compressed once per version of the
 * file (its size and time of change), so a rebuild is picked up without a restart. `edit` changes
 * the text before it is compressed (the guest site's Arabic page).
 */
function indexPage(file: string, edit: (html: string) => string = (html) => html) {
  let cached: { key: string; html: Buffer; br: Buffer; gzip: Buffer } | null = null;
  return (): Page | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (cached?.key !== key) {
      const html = Buffer.from(edit(fs.readFileSync(file, 'utf8')));
      cached = {
        key,
        html,
        br: zlib.brotliCompressSync(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
    }
    return cached;
  };
}

/** The Arabic guest page: right to left from the first paint, before any script runs. */
const arabic = (html: string) => html.replace(/<html\b[^>]*>/i, '<html lang="ar" dir="rtl">');

/**
 * The guest site's files under /site/ (SITE_ASSETS_PREFIX), and its page as sent for each language.
 */
async function registerSite(app: FastifyInstance, siteDist: string) {
  if (fs.existsSync(path.join(siteDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: siteDist,
      prefix: SITE_ASSETS_PREFIX,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return {
    en: indexPage(path.join(siteDist, 'index.html')),
    ar: indexPage(path.join(siteDist, 'index.html'), arabic),
  };
}

/**
 * Serves uploads, the guest site (its page at SITE_ROUTES, `/` and `/ar`, its files under
 * /site/) and the built staff web app; any other GET that accepts HTML gets index.html so the
 * client router can handle deep links: with 200 for a page the app has (WEB_ROUTES, the list its
 * router declares), with 404 for any other path (the app then shows its "not found" view). API
 * paths answer JSON 404s.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  uploadsDir: string,
  siteDist: string,
): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const readIndex = indexPage(path.join(webDist, 'index.html'));
  const sitePages = await registerSite(app, siteDist);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split(/[?#]/)[0] ?? '/';
    // A page for a browser's navigation; JSON for a client that prefers it or names neither (`*/*`).
    const wantsHtml = request.method === 'GET' && accepts(request.raw).type(['json', 'html']) === 'html';
    if (API_PREFIXES.some((p) => url.startsWith(p)) || !wantsHtml) {
      return reply.send(
        new AppError('NOT_FOUND', msg('request.noRoute', { method: request.method, path: url })),
      );
    }
    const site = isSitePath(url);
    const page = site ? sitePages[url === '/ar' || url.startsWith('/ar/') ? 'ar' : 'en']() : readIndex();
    if (!page) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          `The ${site ? 'guest site' : 'web app'} is not built yet. Run \`npm run build\` (npm start does it for you).`,
        );
    }
    // A not-found handler is not a route, so @fastify/compress never sees this answer: it is
    // compressed here, by the same rules (Accept-Encoding, the size threshold, x-no-compression).
    reply
      .status(site || isWebPath(url) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding =
      page.html.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
        ? preferredEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
