import { DISPLAY_BODY_MAX } from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import type { DisplaysService, Till } from './service.ts';

const tillOf = (request: FastifyRequest): Till => ({ session: sessionOf(request), actor: actorOf(request) });

export function displayRoutes(app: App, displays: DisplaysService): void {
  route(app, 'GET /v1/displays/slides', async () => ({ slides: await displays.slides() }));
  route(app, 'GET /v1/displays/:code', async (request) => ({
    display: await displays.get(request.params.code),
  }));
  route(
    app,
    'PUT /v1/displays/:code',
    async (request) => ({
      display: await displays.push(tillOf(request), request.params.code, request.body),
      resp: ok('Display updated'),
    }),
    { bodyLimit: DISPLAY_BODY_MAX },
  );
  route(app, 'DELETE /v1/displays/:code', async (request) => ({
    display: await displays.release(tillOf(request), request.params.code),
    resp: ok('Display unpaired'),
  }));
}
