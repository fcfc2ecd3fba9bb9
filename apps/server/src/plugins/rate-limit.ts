import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { msg } from '../lib/messages/text.ts';

/**
 * A ceiling on requests per address to the routes open without signing in (sign-in, PIN, public
 * settings and pages): generous for a busy restaurant behind one router, low enough to stop a
 * flood. Signed-in routes answer to their own permissions and are not counted. Register before
 * the routes: the plugin hooks each route as it is added.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => request.routeOptions.config?.access !== 'public',
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', msg('request.tooMany', { count: seconds }), undefined, {
        'retry-after': String(seconds),
      });
    },
  });
}
