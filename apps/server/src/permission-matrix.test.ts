import type { AddressInfo } from 'node:net';
import {
  DEFAULT_ROLE_PERMISSIONS,
  DEFAULT_ROLES,
  can,
  isPermission,
  type Access,
  type DefaultRole,
} from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type CashierApp } from './app.ts';
import { nowIso } from './lib/time.ts';
import { newToken, tokenHash } from './modules/auth/index.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- a session row for each role, made without signing in
import { insertSession } from './modules/auth/repository.ts';
import { PASSWORD, createTestContext, engines, type TestContext } from './test/harness.ts';

interface Route {
  method: string;
  url: string;
  access: Access | undefined;
}

/**
 * Every /v1 route × every default role (and signed out), read from the live route table: a new
 * route is covered the moment it is registered. Signed out gets 401 unless the route is public; a
 * role without the declared permission gets 403; a role with it gets anything but 401/403.
 */
describe.each(engines())('the permission matrix on %s', (engine) => {
  let t: TestContext;
  let app: CashierApp;
  let base: string;
  const routes: Route[] = [];
  const userIds = new Map<DefaultRole, number>();

  beforeAll(async () => {
    t = await createTestContext(engine);
    app = await buildApp(t.config, {
      db: t.db,
      logger: false,
      onRoute: (r) => {
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        for (const method of methods) {
          // HEAD mirrors GET and OPTIONS is CORS plumbing: both are covered by their GET.
          if (!r.url.startsWith('/v1/') || method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({ method, url: r.url, access: r.config?.access });
        }
      },
    });
    // Real HTTP, not inject: a streaming route (the events feed) answers its status and never ends.
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const role of DEFAULT_ROLES) {
      const { id: roleId } = await t.db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', role)
        .executeTakeFirstOrThrow();
      const now = nowIso();
      const user = await t.db
        .insertInto('users')
        .values({
          name: `matrix ${role}`,
          email: `matrix-${role}@test.local`,
          passwordHash: PASSWORD, // never signed in with; sessions are minted below
          roleId,
          locale: 'en',
          active: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(role, user.id);
    }
  });
  afterAll(async () => {
    await app?.close();
    await t.close();
  });

  /** A fresh session per request, so a sign-out or token exchange cannot spoil the next one. */
  async function tokenFor(role: DefaultRole): Promise<string> {
    const token = newToken();
    await insertSession(t.db, {
      userId: userIds.get(role)!,
      tokenHash: tokenHash(token),
      ip: null,
      userAgent: null,
      now: nowIso(),
      expiresAt: nowIso(Date.now() + 3_600_000),
    });
    return token;
  }

  /** The status only: the body is dropped at once, which also ends a stream. */
  async function statusOf(route: Route, token: string | null): Promise<number> {
    const controller = new AbortController();
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    const res = await fetch(base + route.url.replace(/:\w+/g, '999999'), {
      method: route.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      // An array never satisfies an object schema: a holder gets a 400, never a change.
      body: hasBody ? '[]' : undefined,
      signal: controller.signal,
    });
    controller.abort();
    return res.status;
  }

  it('reads a complete route table in which every route declares a known access', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const expected of ['GET /v1/users', 'PUT /v1/roles/update/:id', 'POST /v1/auth/approve']) {
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(expected);
    }
    const unknown = routes.filter(
      (r) => !(r.access === 'public' || r.access === 'signed-in' || (r.access && isPermission(r.access))),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps reprinting to the roles that take payments (issue 25: any orders.view user could)', () => {
    const reprint = routes.find((r) => r.method === 'POST' && r.url === '/v1/orders/print/:id');
    expect(reprint?.access).toBe('orders.reprint');
    const holders = DEFAULT_ROLES.filter((role) => can(DEFAULT_ROLE_PERMISSIONS[role], 'orders.reprint'));
    expect(holders).toEqual(['owner', 'manager', 'cashier']);
  });

  it('answers 401 signed out, 403 without the permission, and lets holders through', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = route.access!;
      const name = `${route.method} ${route.url} (${access})`;
      const anonymous = await statusOf(route, null);
      if (access === 'public' ? [401, 403].includes(anonymous) : anonymous !== 401) {
        wrong.push(`signed out: ${name} → ${anonymous}`);
      }
      for (const role of DEFAULT_ROLES) {
        const status = await statusOf(route, await tokenFor(role));
        const allowed = can(DEFAULT_ROLE_PERMISSIONS[role], access);
        if (allowed ? [401, 403].includes(status) : status !== 403) {
          wrong.push(`${role}: ${name} → ${status}, expected ${allowed ? 'allowed' : '403'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
