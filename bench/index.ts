/**
 * Catalogue read benchmark: a 20,000-product menu on SQLite (and PostgreSQL when reachable),
 * served over real HTTP. Prints p50/p99 for the POS's catalogue calls beside the floor: a bare
 * Node HTTP round trip answering the same bytes from memory.
 *
 *   npm run bench                    # 20,000 products, 60 requests per call
 *   PRODUCTS=5000 ROUNDS=30 npm run bench
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type Engine } from '../apps/server/src/config.ts';
import { createDb, type Db } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed.ts';
import { createPgDatabase } from '../apps/server/src/test/pg-database.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const PG_ADMIN = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, url: string, token?: string): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes });
        });
      },
    );
    req.on('error', reject);
  });
}

async function measure(port: number, url: string, token?: string) {
  for (let i = 0; i < 5; i++) await get(port, url, token); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = await get(port, url, token);
    times.push(r.ms);
    bytes = r.bytes;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), bytes };
}

async function fill(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const categories = await db
    .insertInto('categories')
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        nameEn: `Category ${i}`,
        nameAr: `فئة ${i}`,
        image: null,
        sortOrder: i,
        active: 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning('id')
    .execute();
  for (let start = 0; start < PRODUCTS; start += 500) {
    await db
      .insertInto('products')
      .values(
        Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, j) => {
          const n = start + j;
          return {
            categoryId: categories[n % categories.length]!.id,
            nameEn: `Dish number ${n}`,
            nameAr: `طبق رقم ${n}`,
            descriptionEn: null,
            descriptionAr: null,
            price: 500 + (n % 9000),
            image: `/demo/hummus.svg`,
            sku: `SKU-${n}`,
            barcode: `629${String(n).padStart(10, '0')}`,
            active: 1,
            sortOrder: n,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .execute();
  }
}

async function floor(bytes: number) {
  const body = Buffer.alloc(bytes, 'x');
  const server = http.createServer((_req, res) => res.end(body));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const result = await measure((server.address() as AddressInfo).port, '/');
  server.close();
  return result;
}

async function run(engine: Engine): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-bench-'));
  let url = path.join(dir, 'bench.sqlite');
  let drop = (): Promise<void> => Promise.resolve();
  if (engine === 'postgres') {
    ({ url, drop } = await createPgDatabase(PG_ADMIN, 'cashier_bench'));
  }
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const db = createDb(config);
  await migrateToLatest(db, engine);
  await seed(db, config);
  await fill(db);
  const app = await buildApp(config, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: 'bench@example.com', password: 'bench-password-1' },
  });
  const token = login.json<{ token: string }>().token;

  console.log(`\n${engine}: ${PRODUCTS} products, ${ROUNDS} sequential requests each`);
  for (const route of ['/v1/products', '/v1/categories/list', '/v1/categories', '/v1/settings']) {
    const r = await measure(port, route, token);
    const f = await floor(r.bytes);
    console.log(
      `  ${route.padEnd(22)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  ${(r.bytes / 1024).toFixed(0).padStart(6)} KiB   floor p50 ${f.p50.toFixed(2)} ms  ratio ${(r.p50 / f.p50).toFixed(1)}×`,
    );
  }
  await app.close();
  await db.destroy();
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
}

await run('sqlite');
const probe = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
try {
  await probe.connect();
  await probe.end();
  await run('postgres');
} catch {
  console.log('\npostgres: not reachable, skipped');
}
agent.destroy();
