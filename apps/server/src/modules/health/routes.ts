import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import type { HealthService } from './service.ts';

const Ok = z.object({ status: z.literal('ok') });
const Unavailable = z.object({ status: z.literal('unavailable'), reason: z.string() });

/**
 * GET /healthz (the process is alive) and GET /readyz (it can serve: database and migrations),
 * for load balancers, orchestrators and the Docker HEALTHCHECK. Public, outside /v1, never
 * cached, and logged only when something is wrong: a probe every few seconds would drown the log.
 */
export function healthRoutes(app: App, health: HealthService): void {
  const quiet = { logLevel: 'warn' as const };
  app.get(
    '/healthz',
    {
      ...quiet,
      schema: {
        operationId: 'getHealthz',
        security: [],
        tags: ['health'],
        summary: 'Liveness: the server process answers',
        response: { 200: Ok },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/readyz',
    {
      ...quiet,
      schema: {
        operationId: 'getReadyz',
        security: [],
        tags: ['health'],
        summary: 'Readiness: the database answers and every migration is applied (503 with a reason if not)',
        response: { 200: Ok, 503: Unavailable },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await health.readiness();
      if (state.ready) return { status: 'ok' as const };
      request.log.warn({ reason: state.reason }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' as const, reason: state.reason });
    },
  );
}
