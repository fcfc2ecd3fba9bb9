import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { Caller } from '../users/index.ts';
import type { RolesService } from './service.ts';

const callerOf = (request: FastifyRequest): Caller => ({
  session: sessionOf(request),
  ip: request.ip ?? null,
});

export function roleRoutes(app: App, roles: RolesService): void {
  route(app, 'GET /v1/roles', () => roles.list());
  route(app, 'POST /v1/roles/create', async (request) => ({
    role: await roles.create(callerOf(request), request.body),
    resp: ok('Role created'),
  }));
  route(app, 'PUT /v1/roles/update/:id', async (request) => ({
    role: await roles.update(callerOf(request), request.params.id, request.body),
    resp: ok('Role updated'),
  }));
  route(app, 'DELETE /v1/roles/destroy/:id', async (request) => {
    await roles.delete(callerOf(request), request.params.id);
    return { resp: ok('Role deleted') };
  });
}
