import { ROUTES } from '@cashier/contracts';
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
  body?: unknown;
  response?: unknown;
}

/**
 * The route map in contracts is what the web's typed client trusts: it must name every JSON route
 * the server registers, with the very zod objects the server validates and serializes with.
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
          const response = schema.response as Record<number, unknown> | undefined;
          live.set(`${method} ${r.url}`, {
            params: schema.params,
            query: schema.querystring,
            body: schema.body,
            response: response?.[200],
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

  it('carries the same schemas as the server, part by part', () => {
    for (const [key, contract] of Object.entries(ROUTES)) {
      const seen = live.get(key);
      const declared = contract as Seen;
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        expect(seen?.[part], `${key} ${part}`).toBe(declared[part]);
      }
    }
  });
});
