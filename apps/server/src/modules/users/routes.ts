import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { LockoutsService } from './lockouts.ts';
import type { Caller, UsersService } from './service.ts';

const callerOf = (request: FastifyRequest): Caller => ({
  session: sessionOf(request),
  ip: request.ip ?? null,
});

export function userRoutes(app: App, users: UsersService, lockouts: LockoutsService): void {
  route(app, 'GET /v1/users', async () => ({ users: await users.list(), resp: ok('Users') }));
  route(app, 'POST /v1/users/create', async (request) => ({
    user: await users.create(callerOf(request), request.body),
    resp: ok('User created'),
  }));
  route(app, 'PUT /v1/users/update/:id', async (request) => ({
    user: await users.update(callerOf(request), request.params.id, request.body),
    resp: ok('User updated'),
  }));
  route(app, 'DELETE /v1/users/destroy/:id', async (request) => {
    await users.delete(callerOf(request), request.params.id);
    return { resp: ok('User deleted') };
  });
  route(app, 'GET /v1/users/lockouts', async () => ({ lockouts: await lockouts.list() }));
  route(app, 'POST /v1/users/lockouts/clear', async (request) => {
    await lockouts.clear(callerOf(request), request.body.key);
    return { resp: ok('Lockout cleared') };
  });
}
