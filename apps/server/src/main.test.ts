import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { engines } from './test/harness.ts';
import { createPgDatabase } from './test/pg-database.ts';

/** Starts the real entry point (migrate, seed, listen) and resolves once it prints the owner. */
function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
    // Looked for as each piece of output arrives, not on a timer.
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Created the owner account')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
}

describe.each(engines())('starting Cashier on %s', (engine) => {
  let child: ChildProcess | undefined;
  let cleanup = (): Promise<void> => Promise.resolve();
  afterEach(async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
    await cleanup();
  });

  it('migrates, creates the owner with a password printed once, seeds the demo and serves', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-main-'));
    let url = path.join(dir, 'cashier.sqlite');
    if (engine === 'postgres') {
      const created = await createPgDatabase(inject('postgresUrl')!, 'cashier_main');
      url = created.url;
      cleanup = created.drop;
    }
    const port = 3400 + Math.floor(Math.random() * 500);
    const env: Record<string, string> = { PORT: String(port), DATABASE_URL: url, DATA_DIR: dir };
    if (engine === 'postgres') env.SEED_DEMO = 'true';
    const started = await start(env);
    child = started.child;
    const password = /Generated password \(shown only this once\): (\S+)/.exec(started.output())?.[1];
    expect(password).toBeDefined();

    const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@cashier.local', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`http://127.0.0.1:${port}/v1/products`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { products } = (await list.json()) as { products: unknown[] };
    expect(products.length).toBeGreaterThanOrEqual(40);
  });
});
