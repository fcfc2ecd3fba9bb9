import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../test/harness.ts';
import { defaultBackupPath } from './backup.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `npm run backup` as an operator would, with the server's environment variables. */
function npmBackup(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run backup', () => {
  let t: TestContext;
  let headers: Record<string, string>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestContext('sqlite', { demo: true });
    headers = bearer(await t.login());
    productId = (await t.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const createOrder = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/orders/create',
      headers,
      payload: { type: 'pos', lines: [{ productId, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ order: { id: number }[] }>().order[0]!.id;
  };

  it('copies the live database while orders keep coming, consistent and complete up to its start', async () => {
    const before: number[] = [];
    for (let i = 0; i < 30; i++) before.push(await createOrder());

    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) {
        await createOrder();
        during++;
      }
    })();
    const env = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir };
    const backup = await npmBackup(env);
    writing = false;
    await writer;
    expect(backup.out).toMatch(/integrity ok/);
    expect(backup.code).toBe(0);
    expect(during).toBeGreaterThan(0);

    const dir = path.dirname(defaultBackupPath(t.config.dataDir));
    const files = fs.readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^cashier-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/)]);
    const file = path.join(dir, files[0]!);
    const copy = new SQLite(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('foreign_key_check')).toEqual([]);
      const ids = copy
        .prepare('select id from orders')
        .all()
        .map((r) => (r as { id: number }).id);
      expect(ids).toEqual(expect.arrayContaining(before));
      const total = await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(ids.length).toBeLessThanOrEqual(Number(total.n));
      // Every order copied came with its lines: no transaction was copied half-way.
      const bare = copy
        .prepare('select count(*) as n from orders where id not in (select order_id from order_lines)')
        .get() as { n: number };
      expect(bare.n).toBe(0);
    } finally {
      copy.close();
    }

    // It never overwrites a file.
    const again = await npmBackup(env, [file]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('already exists');
  }, 60_000);

  it('on PostgreSQL prints the pg_dump command instead, without the password, and fails', async () => {
    const result = await npmBackup({ DATABASE_URL: 'postgres://cashier:s3cret@db.local:5432/cashier' });
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/pg_dump --format=custom --file=\S*\/backups\/cashier-\S+\.dump /);
    expect(result.out).toContain("'postgres://cashier@db.local:5432/cashier'");
    expect(result.out).not.toContain('s3cret');
  }, 30_000);
});
