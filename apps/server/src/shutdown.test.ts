import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_MS } from './plugins/shutdown.ts';
import {
  buildServer,
  processDatabase,
  productIds,
  PROCESS_OWNER,
  signIn,
  startServer,
  waitUntilReady,
} from './test/server-process.ts';
import { engines } from './test/harness.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens GET /v1/events; `started` once the first frame came, `ended` with how the stream ended. */
function openStream(port: number, token: string) {
  let text = '';
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const ended = new Promise<{ clean: boolean; text: string }>((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/v1/events', headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          started();
        });
        // 'end' comes only after the last chunk of a complete answer; a cut connection aborts.
        res.on('end', () => resolve({ clean: true, text }));
        res.on('aborted', () => resolve({ clean: false, text }));
      },
    );
    req.on('error', () => resolve({ clean: false, text }));
  });
  return { started: startedP, ended };
}

/**
 * Sends a request's headers and half its body now, the rest on `finish()`: a request the server
 * has begun (routed, authenticated) and is still receiving, i.e. truly in flight.
 */
function slowRequest(port: number, path: string, headers: Record<string, string>, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: new http.Agent({ keepAlive: true }),
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('aborted', () => reject(new Error('answer cut short')));
    });
    req.on('error', reject);
  });
  // Until finish() hands it over, a failure must not go unhandled.
  answer.catch(() => undefined);
  const sent = new Promise<void>((resolve) => req.write(payload.subarray(0, half), () => resolve()));
  return {
    sent,
    finish: () => {
      req.end(payload.subarray(half));
      return answer;
    },
  };
}

/** Whether connections to `port` are refused within a second; false if one is ever served. */
async function refused(port: number): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    const code = await new Promise<string | null>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', () => {
        socket.destroy();
        resolve('SERVED');
      });
      socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'ERROR'));
      socket.on('close', () => resolve('CLOSED'));
    });
    if (code === 'SERVED') return false;
    if (code === 'ECONNREFUSED') return true;
    await sleep(50);
  }
  return false;
}

describe.each(engines())('graceful shutdown of the built server on %s', (engine) => {
  let build: ReturnType<typeof buildServer>;
  beforeAll(() => {
    build = buildServer();
  });
  afterAll(() => build.remove());

  it('on SIGTERM finishes requests in flight, ends event streams, refuses new connections, closes the database, exits 0', async () => {
    const database = await processDatabase(engine);
    const server = await startServer(build.main, database);
    try {
      const token = await signIn(server);
      const [productId] = await productIds(server, token);
      const stream = openStream(server.port, token);
      await stream.started;

      const key = randomUUID();
      const order = slowRequest(
        server.port,
        '/v1/orders/create',
        { authorization: `Bearer ${token}`, 'idempotency-key': key },
        { uuid: key, type: 'pos', lines: [{ productId, quantity: 2 }] },
      );
      const login = slowRequest(server.port, '/v1/auth/login', {}, PROCESS_OWNER);
      await Promise.all([order.sent, login.sent]);
      // Long enough for the server to read and route both requests' headers.
      await sleep(300);
      server.child.kill('SIGTERM');

      const ended = await stream.ended;
      expect(ended.clean).toBe(true);
      expect(ended.text.endsWith(`retry: ${RECONNECT_MS}\n\n`)).toBe(true);
      // Still waiting for the two bodies, the server no longer accepts connections (one that got in
      // just before the listening socket closed is reset, never served).
      await expect(refused(server.port)).resolves.toBe(true);
      expect(server.child.exitCode).toBeNull();

      const [created, signedIn] = await Promise.all([order.finish(), login.finish()]);
      expect(created.status).toBe(200);
      const orderId = (JSON.parse(created.body) as { order: { id: number; uuid: string }[] }).order[0]!.id;
      expect(signedIn.status).toBe(200);
      expect(JSON.parse(signedIn.body)).toHaveProperty('token');

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/error/i);

      // The database was closed properly and holds the order finished during the shutdown.
      if (engine === 'sqlite') {
        expect(fs.existsSync(`${database.url}-wal`)).toBe(false);
        const db = new SQLite(database.url, { readonly: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.prepare('select id from orders where uuid = ?').all(key)).toEqual([{ id: orderId }]);
        } finally {
          db.close();
        }
      } else {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const { rows } = await client.query('select id from orders where uuid = $1', [key]);
          expect(rows).toEqual([{ id: orderId }]);
        } finally {
          await client.end();
        }
      }
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
    }
  }, 60_000);
});

describe('npm start', () => {
  it('passes SIGTERM on to the server and exits with its code', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    // scripts/start.mjs runs apps/server/dist/main.js, the build `npm start` makes.
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-start-'));
    const database = path.join(dir, 'cashier.sqlite');
    const port = 3900 + Math.floor(Math.random() * 90);
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        SKIP_BUILD: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database,
        WEB_DIST: path.join(dir, 'no-web-build'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
    try {
      await waitUntilReady(`http://127.0.0.1:${port}`, start);
      start.kill('SIGTERM');
      expect(await exited).toBe(0);
      // The server itself stopped (it is not left running without its parent) and closed SQLite.
      await expect(refused(port)).resolves.toBe(true);
      expect(fs.existsSync(`${database}-wal`)).toBe(false);
    } finally {
      start.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
