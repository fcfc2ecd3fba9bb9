import { CLIENT_ID_PATTERN, can, type Access } from '@cashier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/changes.ts';
import { AppError } from '../lib/errors.ts';
import { msg } from '../lib/messages/text.ts';
import type { AuthService, Client, SessionUser } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires; every /v1 route must say. */
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

export const TOKEN_COOKIE = 'token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** The session token a request carries: the Bearer header first, else the cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  return bearer(request) ?? request.cookies[TOKEN_COOKIE];
}

/**
 * The request's session when the browser's cookie carried it (not a Bearer header): the one a new
 * cookie set on this answer replaces.
 */
export function cookieSessionOf(request: FastifyRequest): SessionUser | null {
  return bearer(request) ? null : request.session;
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.session?.user.id ?? null, ip: request.ip ?? null, origin: clientIdOf(request) };
}

/**
 * The browser tab's client id (contracts' CLIENT_ID_HEADER), or null when there is none or it is
 * not one: it only spares that tab a refetch, so a bad one is ignored rather than refused.
 */
export function clientIdOf(request: FastifyRequest): string | null {
  const value = request.headers['x-client-id'];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : null;
}

/** The signed-in session of a route that requires one. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new AppError('UNAUTHENTICATED', 'auth.signIn');
  return request.session;
}

/** The token cookie's attributes; `Secure` whenever the request came over HTTPS (with TRUST_PROXY, as the proxy says). */
function tokenCookie(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

export function setTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
): void {
  reply.setCookie(TOKEN_COOKIE, token, { ...tokenCookie(request), maxAge: Math.floor(maxAgeMs / 1000) });
  // The answer carries the token in its body too: no browser or proxy may keep it.
  reply.header('cache-control', 'no-store');
}

/** Expires the cookie with the attributes it was set with, so every browser drops the same one. */
export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, tokenCookie(request));
}

/**
 * Authenticates every request (Bearer header or `token` cookie) and enforces the route's declared
 * access: 401 when signed out, 403 when the role lacks the permission. A route under /v1 without a
 * declaration fails at start-up, so none can be forgotten.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const fromHeader = bearer(request);
    const token = fromHeader ?? request.cookies[TOKEN_COOKIE];
    request.session = token ? await auth.authenticate(token) : null;
    if (access === 'public') return;
    if (!request.session) throw new AppError('UNAUTHENTICATED', 'auth.signIn');
    // A cross-site page can submit a form with our cookie but cannot add a custom header without
    // a CORS preflight, which this server never grants.
    if (!fromHeader && UNSAFE.has(request.method) && !request.headers['x-requested-with']) {
      throw new AppError('FORBIDDEN', 'auth.header');
    }
    if (!can(request.session.user.permissions, access)) {
      throw new AppError('FORBIDDEN', msg('auth.forbidden', { permission: access }));
    }
  });
}
