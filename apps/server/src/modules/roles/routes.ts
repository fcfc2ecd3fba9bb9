import { ApiError, IdParam, RespResponse, RoleInput, RoleResponse, RolesResponse } from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { Caller } from '../users/service.ts';
import type { RolesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const tags = ['roles'];

const callerOf = (request: FastifyRequest): Caller => ({
  session: sessionOf(request),
  ip: request.ip ?? null,
});

export function roleRoutes(app: App, roles: RolesService): void {
  app.get(
    '/v1/roles',
    {
      // The user form picks a role from this list, so whoever manages users may read it.
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: 'Every role with its permissions and user count, and every permission name',
        response: { 200: RolesResponse },
      },
    },
    () => roles.list(),
  );
  app.post(
    '/v1/roles/create',
    {
      config: { access: 'roles.manage' },
      schema: {
        tags,
        summary: 'Create a role (only with permissions the caller holds)',
        body: RoleInput,
        response: { 200: RoleResponse, ...errors },
      },
    },
    async (request) => ({
      role: await roles.create(callerOf(request), request.body),
      resp: ok('Role created'),
    }),
  );
  app.put(
    '/v1/roles/update/:id',
    {
      config: { access: 'roles.manage' },
      schema: {
        tags,
        summary: 'Change a role; the owner role keeps its name and every permission',
        params: IdParam,
        body: RoleInput,
        response: { 200: RoleResponse, ...errors },
      },
    },
    async (request) => ({
      role: await roles.update(callerOf(request), request.params.id, request.body),
      resp: ok('Role updated'),
    }),
  );
  app.delete(
    '/v1/roles/destroy/:id',
    {
      config: { access: 'roles.manage' },
      schema: {
        tags,
        summary: 'Delete a role nobody holds (never the owner role)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await roles.delete(callerOf(request), request.params.id);
      return { resp: ok('Role deleted') };
    },
  );
}
