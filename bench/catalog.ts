/**
 * Catalogue reads with a 20,000-product menu over real HTTP, beside the floor: a bare Node HTTP
 * server answering the same number of bytes from memory.
 *
 *   npm run bench -- catalog            PRODUCTS=5000 ROUNDS=30 npm run bench -- catalog
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { load, ms, postgresReachable, startServer } from './lib.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 60);

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
            image: '/demo/hummus.svg',
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
  const result = await load((server.address() as AddressInfo).port, ROUNDS, 1, () => ({ path: '/' }));
  server.close();
  return result;
}

async function run(engine: Engine): Promise<void> {
  const server = await startServer(engine);
  await fill(server.db);
  console.log(`\ncatalogue on ${engine}: ${PRODUCTS} products, ${ROUNDS} sequential requests each`);
  for (const path of ['/v1/products', '/v1/categories/list', '/v1/categories', '/v1/settings']) {
    const r = await load(server.port, ROUNDS, 1, () => ({
      path,
      headers: { authorization: `Bearer ${server.token}` },
    }));
    const f = await floor(r.bytes);
    console.log(
      `  ${path.padEnd(22)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ${(r.bytes / 1024).toFixed(0).padStart(6)} KiB   floor p50 ${ms(f.p50)}  ratio ${(r.p50 / f.p50).toFixed(1)}×`,
    );
  }
  await server.close();
}

export async function catalogBench(): Promise<void> {
  await run('sqlite');
  if (await postgresReachable()) await run('postgres');
  else console.log('\ncatalogue on postgres: not reachable, skipped');
}
