import {
  ApiError,
  IdParam,
  LockoutClear,
  LockoutsResponse,
  RespResponse,
  UserCreate,
  UserResponse,
  UsersResponse,
  UserUpdate,
} from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { LockoutsService } from './lockouts.ts';
import type { Caller, UsersService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const tags = ['users'];

const callerOf = (request: FastifyRequest): Caller => ({
  session: sessionOf(request),
  ip: request.ip ?? null,
});

export function userRoutes(app: App, users: UsersService, lockouts: LockoutsService): void {
  app.get(
    '/v1/users',
    {
      config: { access: 'users.manage' },
      schema: { tags, summary: 'Every user (never a password or PIN)', response: { 200: UsersResponse } },
    },
    async () => ({ users: await users.list(), resp: ok('Users') }),
  );
  app.post(
    '/v1/users/create',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: 'Create a user; the role may not hold permissions the caller lacks',
        body: UserCreate,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => ({
      user: await users.create(callerOf(request), request.body),
      resp: ok('User created'),
    }),
  );
  app.put(
    '/v1/users/update/:id',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary:
          'Change a user; absent password, PIN or active stay unchanged, pin null clears it. Disabling or a new password ends their sessions',
        params: IdParam,
        body: UserUpdate,
        response: { 200: UserResponse, ...errors },
      },
    },
    async (request) => ({
      user: await users.update(callerOf(request), request.params.id, request.body),
      resp: ok('User updated'),
    }),
  );
  app.delete(
    '/v1/users/destroy/:id',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: 'Delete a user (never yourself, never the last active owner)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await users.delete(callerOf(request), request.params.id);
      return { resp: ok('User deleted') };
    },
  );
  app.get(
    '/v1/users/lockouts',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary:
          'Sign-ins locked out now after too many failures: by account and address, address, PIN or approvals',
        response: { 200: LockoutsResponse },
      },
    },
    async () => ({ lockouts: await lockouts.list() }),
  );
  app.post(
    '/v1/users/lockouts/clear',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: "Lift a lockout now (one on an account needs every permission of that account's role)",
        body: LockoutClear,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await lockouts.clear(callerOf(request), request.body.key);
      return { resp: ok('Lockout cleared') };
    },
  );
}
