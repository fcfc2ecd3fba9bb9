import type { SettingKey } from '@cashier/contracts';
import { inject } from 'vitest';
import type { CashierApp } from '../app.ts';
import type { Config, Engine } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { freshApp } from './fresh-app.ts';

/** The engines every API suite runs on: SQLite always, PostgreSQL when the setup found one. */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const OWNER = { email: 'owner@test.local', password: 'Owner-pass-123' };
export const PASSWORD = 'Staff-pass-123';

export interface TestContext {
  app: CashierApp;
  db: Db;
  config: Config;
  /** Signs in and answers the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** Creates a user with the named role and answers its bearer token. */
  userWithRole(role: string): Promise<string>;
  /** Creates a user with the named role and a PIN through the API (as the owner) and answers its id. */
  staffWithPin(
    role: string,
    user: { name: string; email: string; pin: string; locale?: 'en' | 'ar' },
  ): Promise<number>;
  /** The id of the product with this English name (a demo dish, say). */
  productId(nameEn: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh migrated, seeded database (a new SQLite file, or a new PostgreSQL database) behind a
 * real app. Call close() in afterAll.
 */
export async function createTestContext(
  engine: Engine,
  options: {
    demo?: boolean;
    rateLimitPerMinute?: number;
    env?: Record<string, string>;
    settings?: Partial<Record<SettingKey, string>>;
  } = {},
): Promise<TestContext> {
  const { app, db, config, close } = await freshApp(engine, {
    pgAdminUrl: inject('postgresUrl'),
    owner: OWNER,
    demo: options.demo,
    rateLimitPerMinute: options.rateLimitPerMinute,
    env: options.env,
    // Suites about other things take cash without opening a shift; the shift and till suites
    // (and the races and property tests over them) keep the restaurant's default of needing one.
    // The fake printers (test-printer.ts) listen on ephemeral ports, allowed here; the
    // printer-target suite passes '' to keep the default of 9100–9109.
    // Suites that read a cashier's X report see its figures; the blind-count suite passes 'false',
    // the restaurant's default (shift_close_shows_expected).
    settings: {
      cash_needs_shift: 'false',
      printer_allowed_ports: '1024-65535',
      shift_close_shows_expected: 'true',
      ...options.settings,
    },
  });
  await app.ready();

  async function login(email = OWNER.email, password = OWNER.password): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  }
  let n = 0;
  const passwordHash = hashPassword(PASSWORD);
  return {
    app,
    db,
    config,
    login,
    async userWithRole(role) {
      const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
      const email = `${role}${++n}@test.local`;
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          name: role,
          email,
          passwordHash: await passwordHash,
          roleId: r.id,
          locale: 'en',
          active: 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      return login(email, PASSWORD);
    },
    async staffWithPin(role, { name, email, pin, locale = 'en' }) {
      const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/users/create',
        headers: bearer(await login()),
        payload: { name, email, password: PASSWORD, roleId: r.id, locale, pin },
      });
      if (res.statusCode !== 200) throw new Error(`user create failed: ${res.statusCode} ${res.body}`);
      return res.json<{ user: { id: number } }>().user.id;
    },
    async productId(nameEn) {
      return (
        await db.selectFrom('products').select('id').where('nameEn', '=', nameEn).executeTakeFirstOrThrow()
      ).id;
    },
    close,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
