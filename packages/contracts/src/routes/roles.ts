import { IdParam, RespResponse } from '../common.ts';
import { RoleInput, RoleResponse, RolesResponse } from '../roles.ts';
import type { RouteDef } from './define.ts';

const tags = ['roles'];

/** The roles module's routes. */
export const RolesRoutes = {
  'GET /v1/roles': {
    tags,
    summary: 'Every role with its permissions and user count, and every permission name',
    response: RolesResponse,
  },
  'POST /v1/roles/create': {
    tags,
    summary: 'Create a role (only with permissions the caller holds)',
    body: RoleInput,
    response: RoleResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/roles/update/:id': {
    tags,
    summary: 'Change a role; the owner role keeps its name and every permission',
    params: IdParam,
    body: RoleInput,
    response: RoleResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/roles/destroy/:id': {
    tags,
    summary: 'Delete a role nobody holds (never the owner role)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
