/**
 * The reports over two years of a busy restaurant (see reports-data.ts), on SQLite and PostgreSQL:
 * every report over 1, 31 and 365 business days and the dashboard, p50 of 5 after one warm-up
 * (the target is 300 ms); then order creation alone and while the dashboard and a 365-day report
 * are refreshed without pause (the target: p99 within 2× of alone).
 *
 *   npm run bench -- reports          REPORT_ORDERS=100000 REPORT_RUNS=3 npm run bench -- reports
 */
import http from 'node:http';
import { REPORTS } from '@cashier/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Engine } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { refreshStatistics } from '../apps/server/src/db/statistics.ts';
import { copyDataset, ensureDataset, LAST_DAY, ORDERS, OWNER } from './reports-data.ts';
import { load, ms, postgresReachable, timed } from './lib.ts';
import type { AddressInfo } from 'node:net';
import os from 'node:os';

const RUNS = Number(process.env.REPORT_RUNS ?? 5);
const SPANS = [1, 31, 365];
const day = (offset: number) =>
  new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

async function p50(agent: http.Agent, port: number, path: string, token: string): Promise<number> {
  const request = { path, headers: { authorization: `Bearer ${token}` } };
  await timed(agent, port, request);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(agent, port, request)).ms);
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function run(engine: Engine): Promise<void> {
  const built = await ensureDataset(engine);
  if (built)
    console.log(`  ${engine}: dataset generated in ${(built / 1000).toFixed(0)} s (kept for later runs)`);
  const copy = await copyDataset(engine);
  const config = loadConfig({
    DATABASE_URL: copy.url,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const db = createDb(config);
  await migrateToLatest(db, engine);
  const started = performance.now();
  // As the server does at start (modules/retention): the planner's statistics, fresh.
  await refreshStatistics(db, engine, 'start');
  const analyzed = performance.now();
  const app = await buildApp(config, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `  ${engine}: statistics refreshed in ${ms(analyzed - started)}, ready in ${ms(performance.now() - analyzed)}`,
  );
  const port = (app.server.address() as AddressInfo).port;
  const token = (await app.inject({ method: 'POST', url: '/v1/auth/login', payload: OWNER })).json<{
    token: string;
  }>().token;
  const agent = new http.Agent({ keepAlive: true });
  const worst: number[] = [];
  for (const name of REPORTS) {
    const cells: string[] = [];
    for (const span of SPANS) {
      const t = await p50(agent, port, `/v1/reports/${name}?from=${day(1 - span)}&to=${LAST_DAY}`, token);
      worst.push(t);
      cells.push(`${String(span).padStart(3)} d ${ms(t)}`);
    }
    console.log(`  ${engine.padEnd(9)} ${name.padEnd(18)} ${cells.join('   ')}`);
  }
  const dash = await p50(agent, port, `/v1/reports/dashboard?date=${LAST_DAY}`, token);
  worst.push(dash);
  console.log(`  ${engine.padEnd(9)} ${'dashboard'.padEnd(18)}   1 d ${ms(dash)}`);
  console.log(`  ${engine.padEnd(9)} slowest of all: ${ms(Math.max(...worst))} (target 300 ms)`);
  await stall(engine, port, token, db);
  agent.destroy();
  await app.close();
  await db.destroy();
  await copy.drop();
}

/** Order creation alone, then while the dashboard and a 365-day report refresh back to back. */
async function stall(engine: Engine, port: number, token: string, db: ReturnType<typeof createDb>) {
  const products = await db.selectFrom('products').select('id').limit(10).execute();
  const stamp = Date.now().toString(36);
  let n = 0;
  const order = () => ({
    method: 'POST',
    path: '/v1/orders/create',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `stall-${stamp}-${n++}`,
    },
    body: JSON.stringify({
      type: 'pos',
      lines: [1, 4, 7].map((k) => ({ productId: products[k % products.length]!.id, quantity: 1 })),
    }),
  });
  const alone = await load(port, 300, 4, order);
  let busy = true;
  const readers = [`/v1/reports/dashboard`, `/v1/reports/daily?from=${day(-364)}&to=${LAST_DAY}`].map(
    async (path) => {
      const agent = new http.Agent({ keepAlive: true });
      let reads = 0;
      while (busy) {
        await timed(agent, port, { path, headers: { authorization: `Bearer ${token}` } });
        reads++;
      }
      agent.destroy();
      return reads;
    },
  );
  const loaded = await load(port, 300, 4, order);
  busy = false;
  const reads = await Promise.all(readers);
  console.log(
    `  ${engine.padEnd(9)} order create alone        p50 ${ms(alone.p50)}  p99 ${ms(alone.p99)}\n` +
      `  ${engine.padEnd(9)} while reports refresh     p50 ${ms(loaded.p50)}  p99 ${ms(loaded.p99)}   p99 ratio ${(loaded.p99 / alone.p99).toFixed(2)}× (target 2×; ${reads.join(' + ')} report reads)`,
  );
}

export async function reportsBench(): Promise<void> {
  console.log(
    `\nreports: ${ORDERS.toLocaleString('en')} orders over 730 business days, ending ${LAST_DAY}; p50 of ${RUNS} after a warm-up`,
  );
  await run('sqlite');
  if (await postgresReachable()) await run('postgres');
  else console.log('  postgres: not reachable, skipped');
}
