import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';

/** Reprints one user may ask for in a minute: a busy cashier's bills and copies, not a flood of paper. */
export const REPRINTS_PER_MINUTE = 10;

/**
 * The reprint route's own @fastify/rate-limit options (the plugin is registered globally in
 * plugins/rate-limit.ts): counted per signed-in user, not per address, since a restaurant's tills
 * share one; checked in preHandler, after the auth hook has found the user.
 */
export const reprintRateLimit = {
  max: REPRINTS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  // The global allowList skips signed-in routes; this one is limited.
  allowList: () => false,
  keyGenerator: (request: FastifyRequest) => `reprint:${request.session?.user.id ?? request.ip}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new AppError('TOO_MANY_REQUESTS', msg('orders.reprintTooMany', { count: seconds }), undefined, {
      'retry-after': String(seconds),
    });
  },
};
