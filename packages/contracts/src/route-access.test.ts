import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, mayCall, type RouteKey } from './route-access.ts';
import { ROUTES, operationIdOf, responsesOf } from './routes.ts';

describe('the route declaration', () => {
  it('lets anyone call a public route, any signed-in user a signed-in one, holders a permissioned one', () => {
    expect(mayCall('POST /v1/auth/login', null)).toBe(true);
    expect(mayCall('GET /v1/auth/me', null)).toBe(false);
    expect(mayCall('GET /v1/auth/me', [])).toBe(true);
    expect(mayCall('GET /v1/customers', ['orders.view'])).toBe(false);
    expect(mayCall('GET /v1/customers', ['customers.view'])).toBe(true);
  });

  it('gives every route a distinct operationId', () => {
    const keys = Object.keys(ROUTE_ACCESS) as RouteKey[];
    expect(new Set(keys.map(operationIdOf)).size).toBe(keys.length);
    expect(operationIdOf('POST /v1/orders/split/:id')).toBe('postOrdersSplitById');
  });

  it('derives the statuses a route answers from its access and input', () => {
    const statuses = (key: RouteKey) => Object.keys(responsesOf(key)).map(Number);
    // Public, with a body: input errors and the rate limit, no 403 for a missing permission.
    expect(statuses('POST /v1/auth/login')).toEqual([200, 400, 401, 403, 413, 415, 429]);
    // Signed in, no input: only the sign-in can fail.
    expect(statuses('GET /v1/auth/me')).toEqual([200, 401]);
    // A permission and a path id: 400, 401, 403 and its own 404.
    expect(statuses('GET /v1/orders/:id')).toEqual([200, 400, 401, 403, 404]);
    expect(responsesOf('GET /v1/orders/:id')[200]).toBe(ROUTES['GET /v1/orders/:id'].response);
  });
});
