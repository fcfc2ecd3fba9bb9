import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Engine } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { freshApp } from '../apps/server/src/test/fresh-app.ts';

export const PG_ADMIN = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

export interface Server {
  port: number;
  token: string;
  db: Db;
  close(): Promise<void>;
}

/** A real server on a fresh database of the engine, listening on a free loopback port. */
export async function startServer(engine: Engine, options: { demo?: boolean } = {}): Promise<Server> {
  const { app, db, close } = await freshApp(engine, {
    pgAdminUrl: PG_ADMIN,
    owner: OWNER,
    demo: options.demo,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: OWNER });
  return {
    port: (app.server.address() as AddressInfo).port,
    token: login.json<{ token: string }>().token,
    db,
    close,
  };
}

export async function postgresReachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
    return true;
  } catch {
    return false;
  }
}

export interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request over a keep-alive agent; resolves with its duration in ms. */
export function timed(agent: http.Agent, port: number, r: Request): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      { host: '127.0.0.1', port, path: r.path, method: r.method ?? 'GET', agent, headers: r.headers ?? {} },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => {
          const status = res.statusCode ?? 500;
          // 304 is a success for a conditional GET (the POS catalogue's If-None-Match path).
          if (status >= 300 && status !== 304) return reject(new Error(`${r.path}: ${status}`));
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes });
        });
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
  bytes: number;
}

/**
 * Sends `count` requests, `concurrency` at a time, after a short warm-up; `make(i)` builds each.
 * Quote the medians: this machine is shared and noisy.
 */
export async function load(
  port: number,
  count: number,
  concurrency: number,
  make: (i: number) => Request,
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  for (let i = 0; i < Math.min(20, count); i++) await timed(agent, port, make(-1 - i));
  const times: number[] = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const r = await timed(agent, port, make(next++));
        times.push(r.ms);
        bytes = r.bytes;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), perSecond: count / elapsed, bytes };
}

export const ms = (v: number) => `${v.toFixed(2).padStart(7)} ms`;
