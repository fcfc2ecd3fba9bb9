import { IdParam, RespResponse } from '../common.ts';
import {
  LockoutClear,
  LockoutsResponse,
  ProfileResponse,
  ProfileUpdate,
  UserCreate,
  UserResponse,
  UserUpdate,
  UsersResponse,
} from '../users.ts';
import type { RouteDef } from './define.ts';

const tags = ['users'];

/** The users module's routes. */
export const UsersRoutes = {
  'GET /v1/users': { tags, summary: 'Every user (never a password or PIN)', response: UsersResponse },
  'POST /v1/users/create': {
    tags,
    summary: 'Create a user; the role may not hold permissions the caller lacks',
    body: UserCreate,
    response: UserResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/users/update/:id': {
    tags,
    summary:
      'Change a user; absent password, PIN or active stay unchanged, pin null clears it. Disabling or a new password ends their sessions',
    params: IdParam,
    body: UserUpdate,
    response: UserResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/users/destroy/:id': {
    tags,
    summary: 'Delete a user (never yourself, never the last active owner)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/users/lockouts': {
    tags,
    summary:
      'Sign-ins locked out now after too many failures: by account and address, address, PIN or approvals',
    response: LockoutsResponse,
  },
  'POST /v1/users/lockouts/clear': {
    tags,
    summary: "Lift a lockout now (one on an account needs every permission of that account's role)",
    body: LockoutClear,
    response: RespResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/auth/profile': {
    tags: ['auth'],
    summary:
      'Change your own name, email, language, PIN or password; a new password or email needs currentPassword, and a new password ends your other sessions',
    body: ProfileUpdate,
    response: ProfileResponse,
    errors: [409, 422, 429],
  },
} as const satisfies Record<string, RouteDef>;
