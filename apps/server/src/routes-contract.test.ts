import { ROUTE_ACCESS, ROUTES, operationIdOf, responsesOf, type RouteKey } from '@cashier/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type CashierApp } from './app.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

/** Routes outside the JSON contract, with why. */
const OUTSIDE = new Set([
  'GET /v1/events', // a Server-Sent Events stream, read by the browser's EventSource
  'POST /v1/uploads', // a multipart form
]);

interface Seen {
  params?: unknown;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
  responses: Record<string, unknown>;
  access: unknown;
  operationId: unknown;
}

/**
 * The route map in contracts is what the web's typed client and the OpenAPI document trust: every
 * JSON route the server registers must come from it (lib/route.ts), with the very zod objects,
 * access rule and statuses declared there, and every declared route must have a handler.
 */
describe('the route contract', () => {
  let t: TestContext;
  let app: CashierApp;
  const live = new Map<string, Seen>();

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    app = await buildApp(t.config, {
      db: t.db,
      logger: false,
      onRoute: (r: RouteOptions) => {
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        for (const method of methods) {
          if (!r.url.startsWith('/v1/') || method === 'HEAD' || method === 'OPTIONS') continue;
          const schema = (r.schema ?? {}) as Record<string, unknown>;
          live.set(`${method} ${r.url}`, {
            params: schema.params,
            query: schema.querystring,
            headers: schema.headers,
            body: schema.body,
            responses: (schema.response ?? {}) as Record<string, unknown>,
            access: r.config?.access,
            operationId: schema.operationId,
          });
        }
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('lists every JSON route the server registers, and no other', () => {
    const registered = [...live.keys()].filter((key) => !OUTSIDE.has(key)).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(registered);
  });

  it('registers each route from its declaration: schemas, access, statuses', () => {
    for (const key of Object.keys(ROUTES) as RouteKey[]) {
      const seen = live.get(key);
      const declared = ROUTES[key] as Partial<Record<'params' | 'query' | 'headers' | 'body', unknown>>;
      for (const part of ['params', 'query', 'headers', 'body'] as const) {
        expect(seen?.[part], `${key} ${part}`).toBe(declared[part]);
      }
      // A route registered by hand (app.get with its own copy of the schemas) has no operationId
      // and its own access and statuses: each differs from what lib/route.ts derives.
      expect(seen?.operationId, key).toBe(operationIdOf(key));
      expect(seen?.access, key).toBe(ROUTE_ACCESS[key]);
      const statuses = responsesOf(key);
      expect(Object.keys(seen?.responses ?? {}), key).toEqual(Object.keys(statuses));
      for (const [status, schema] of Object.entries(statuses)) {
        expect(seen?.responses[status], `${key} ${status}`).toBe(schema);
      }
    }
  });
});
