/**
 * Order creation over real HTTP at a fixed concurrency, on SQLite and PostgreSQL, beside the
 * floor: a bare Node HTTP server whose handler does one durable SQLite insert (WAL,
 * synchronous=FULL) per request. Prints p50, p99, orders per second and the p50 ratio to the floor.
 * Each is first warmed with WARMUP requests, not counted: a cold server's first few hundred
 * orders measure the JIT, not the code (and more code takes longer to warm).
 *
 *   npm run bench -- orders             ORDERS=2000 CONCURRENCY=16 WARMUP=0 npm run bench -- orders
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Engine } from '../apps/server/src/config.ts';
import { load, ms, postgresReachable, startServer, type Figures, type Request } from './lib.ts';

type Server = Awaited<ReturnType<typeof startServer>>;

const ORDERS = Number(process.env.ORDERS ?? 600);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WARMUP = Number(process.env.WARMUP ?? 200);

/** Warms the server with WARMUP requests, then measures ORDERS. */
async function measure(port: number, request: (i: number) => Request): Promise<Figures> {
  if (WARMUP > 0) await load(port, WARMUP, CONCURRENCY, (i) => request(-1 - i));
  return load(port, ORDERS, CONCURRENCY, request);
}

async function floor(): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-floor-'));
  const db = new SQLite(path.join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('create table t (id integer primary key, body text not null)');
  const insert = db.prepare('insert into t (body) values (?)');
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      insert.run(body);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const body = JSON.stringify({ type: 'pos', lines: [{ productId: 1, quantity: 2 }] });
  const result = await measure((server.address() as AddressInfo).port, () => ({
    method: 'POST',
    path: '/',
    body,
  }));
  server.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

async function run(engine: Engine, floorP50: number): Promise<void> {
  const server = await startServer(engine, { demo: true });
  const products = await server.db.selectFrom('products').select('id').limit(10).execute();
  const at = (i: number) => products[Math.abs(i) % products.length]!.id;
  const stamp = Date.now().toString(36);
  const lines = (i: number) => [
    { productId: at(i), quantity: 2 },
    { productId: at(i + 3), quantity: 1 },
    { productId: at(i + 7), quantity: 1 },
  ];
  const create = (i: number, body: object) => ({
    method: 'POST',
    path: '/v1/orders/create',
    headers: {
      authorization: `Bearer ${server.token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${stamp}-${JSON.stringify(body).length}-${i}`,
    },
    body: JSON.stringify(body),
  });
  const r = await measure(server.port, (i) => create(i, { type: 'pos', lines: lines(i) }));
  console.log(
    `  ${engine.padEnd(9)} order create  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ${r.perSecond.toFixed(0).padStart(5)} orders/s   p50 ratio to floor ${(r.p50 / floorP50).toFixed(2)}×`,
  );
  // A sale rung up, paid in cash and closed in one request, as a quick-service till does; the cash
  // goes into the drawer of the till's open shift.
  const totals = await priced(server, lines);
  const shift = await fetch(`http://127.0.0.1:${server.port}/v1/shifts/open`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ float: 0 }),
  });
  if (!shift.ok) throw new Error(`shift open: ${shift.status} ${await shift.text()}`);
  const before = await completedCount(server);
  const paid = await measure(server.port, (i) => {
    const k = Math.abs(i) % 10;
    return create(i, {
      type: 'pos',
      status: 'completed',
      lines: lines(k),
      payments: [{ method: 'cash', amount: totals[k], tendered: totals[k] }],
    });
  });
  const closed = (await completedCount(server)) - before;
  console.log(
    `  ${engine.padEnd(9)} paid and closed p50 ${ms(paid.p50)}  p99 ${ms(paid.p99)}  ${paid.perSecond.toFixed(0).padStart(5)} orders/s   p50 ratio to floor ${(paid.p50 / floorP50).toFixed(2)}×   (${closed} completed)`,
  );
  await server.close();
}

/** What each of the ten line sets comes to, from the server's own pricing (an open order each). */
async function priced(server: Server, lines: (i: number) => unknown[]): Promise<number[]> {
  const totals: number[] = [];
  for (let i = 0; i < 10; i++) {
    const answer = await fetch(`http://127.0.0.1:${server.port}/v1/orders/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'pos', lines: lines(i) }),
    });
    totals.push(((await answer.json()) as { order: { total: number }[] }).order[0]!.total);
  }
  return totals;
}

async function completedCount(server: Server): Promise<number> {
  const row = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function ordersBench(): Promise<void> {
  console.log(
    `\norder creation: ${ORDERS} orders of 3 lines, ${CONCURRENCY} at a time, after ${WARMUP} to warm up`,
  );
  const f = await floor();
  console.log(
    `  floor     http + insert p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0).padStart(5)} req/s`,
  );
  await run('sqlite', f.p50);
  if (await postgresReachable()) await run('postgres', f.p50);
  else console.log('  postgres: not reachable, skipped');
}
