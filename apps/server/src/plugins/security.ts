import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin, never inline (the
 * web app's one early script is public/color-scheme.js); styles may be inline because Mantine
 * writes style attributes and its CSS variables at run time. Pictures may be data: (QR codes) or
 * blob: (a picture previewed before upload). No `upgrade-insecure-requests`: a restaurant may
 * serve the tills over plain HTTP on its own network, where upgrading would break every request.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'"],
};

/** One year; sent only over HTTPS, where a browser honours it and the site can keep its promise. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet: CSP, frame-ancestors and X-Frame-Options, nosniff,
 * Referrer-Policy), HSTS when the request came over HTTPS (with TRUST_PROXY, as the proxy says),
 * and `Cache-Control: no-store` on API answers meant for one signed-in person, so a shared till's
 * browser or a proxy never keeps them. A route that chose its own caching (the POS catalogue's
 * `private, no-cache` with an ETag) keeps it. The event stream writes its own headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    // Nothing here reads the Referer, and some URLs carry a secret (a table's ordering link).
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || (access === 'public' && !request.session)) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
