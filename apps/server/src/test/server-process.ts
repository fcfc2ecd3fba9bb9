import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Engine } from '../config.ts';
import { createPgDatabase } from './pg-database.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The owner the process tests start the server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const PROCESS_OWNER = { email: 'owner@process.test', password: 'Owner-pass-123' };

/**
 * Bundles the server with its own build script (as `npm run build` does) into a folder of its own
 * under dist/, so test files running side by side never start a half-written bundle.
 * @example const build = buildServer(); ... build.remove();
 */
export function buildServer(): { main: string; remove: () => void } {
  const dir = path.join(serverRoot, 'dist', `test-${randomBytes(4).toString('hex')}`);
  const main = path.join(dir, 'main.js');
  execFileSync(process.execPath, ['build.mjs', main], { cwd: serverRoot });
  return { main, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A database for a server process: a SQLite file in a new folder, or a new PostgreSQL database. */
export async function processDatabase(
  engine: Engine,
): Promise<{ url: string; dir: string; drop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-process-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    return { url: path.join(dir, 'cashier.sqlite'), dir, drop: () => Promise.resolve(removeDir()) };
  }
  const pg = await createPgDatabase(inject('postgresUrl')!, 'cashier_process');
  return {
    url: pg.url,
    dir,
    drop: async () => {
      await pg.drop();
      removeDir();
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the built server (`node dist/.../main.js`) on the given database as the owner
 * PROCESS_OWNER with the demo restaurant, and resolves once GET /readyz answers 200.
 */
export async function startServer(
  main: string,
  database: { url: string; dir: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: database.dir,
      WEB_DIST: path.join(database.dir, 'no-web-build'),
      ADMIN_EMAIL: PROCESS_OWNER.email,
      ADMIN_PASSWORD: PROCESS_OWNER.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${out}`);
  }
  return { child, url, port, output: () => out, exited };
}

/** Resolves once GET /readyz at `url` answers 200; throws if `child` exits first or after 30 s. */
export async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the server exited while starting');
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error('the server did not become ready in 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs in over HTTP and answers the bearer token. */
export async function signIn(server: ServerProcess, owner = PROCESS_OWNER): Promise<string> {
  const res = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Ids of the demo products that can be ordered as they are: active, and with no choice to make (a drink's size). */
export async function productIds(server: ServerProcess, token: string): Promise<number[]> {
  const get = async <T>(path: string) =>
    (await (
      await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const { products } = await get<{ products: { id: number; active: boolean | number }[] }>('/v1/products');
  const { modifierGroups } = await get<{ modifierGroups: { minSelect: number; productIds: number[] }[] }>(
    '/v1/modifier-groups',
  );
  const choose = new Set(modifierGroups.filter((g) => g.minSelect > 0).flatMap((g) => g.productIds));
  return products.filter((p) => p.active && !choose.has(p.id)).map((p) => p.id);
}
