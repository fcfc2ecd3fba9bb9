/**
 * Catalogue reads with a 20,000-product menu over real HTTP, beside the floor: a bare Node HTTP
 * server answering the same number of bytes from memory. Then the compact POS catalogue
 * (GET /v1/pos/catalog) against the full product list: plain, gzip and brotli, the 304 path
 * (If-None-Match), and the first request after a change (the body is built once per version).
 *
 *   npm run bench -- catalog            PRODUCTS=5000 ROUNDS=30 npm run bench -- catalog
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { load, ms, postgresReachable, startServer, timed, type Figures } from './lib.ts';

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
  // A few modifier groups, each offered with a quarter of the menu, as a real menu would.
  const products = await db.selectFrom('products').select('id').orderBy('id').execute();
  for (let g = 0; g < 4; g++) {
    const group = await db
      .insertInto('modifierGroups')
      .values({ nameEn: `Group ${g}`, nameAr: `مجموعة ${g}`, minSelect: 0, maxSelect: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('modifiers')
      .values(
        Array.from({ length: 4 }, (_, m) => ({
          groupId: group.id,
          nameEn: `Option ${m}`,
          nameAr: `خيار ${m}`,
          price: m * 100,
          active: 1,
        })),
      )
      .execute();
    const mine = products.filter((_, i) => i % 4 === g);
    for (let start = 0; start < mine.length; start += 1000) {
      await db
        .insertInto('productModifierGroups')
        .values(mine.slice(start, start + 1000).map((p) => ({ productId: p.id, groupId: group.id })))
        .execute();
    }
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
  for (const path of ['/v1/products?perPage=200', '/v1/categories/list', '/v1/categories', '/v1/settings']) {
    const r = await load(server.port, ROUNDS, 1, () => ({
      path,
      headers: { authorization: `Bearer ${server.token}` },
    }));
    const f = await floor(r.bytes);
    console.log(
      `  ${path.padEnd(26)} p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ${(r.bytes / 1024).toFixed(0).padStart(6)} KiB   floor p50 ${ms(f.p50)}  ratio ${(r.p50 / f.p50).toFixed(1)}×`,
    );
  }
  await posCatalogue(server.port, server.token, server.db);
  await server.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KiB`;

/**
 * GET /v1/pos/catalog beside the whole menu as a plain list (GET /v1/categories/list, categories
 * with their products; GET /v1/products answers one page since issue 10): time, bytes per
 * encoding, 304, and a cold build.
 */
async function posCatalogue(port: number, token: string, db: Db): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const get = (path: string, headers: Record<string, string> = {}) =>
    load(port, ROUNDS, 1, () => ({ path, headers: { ...auth, ...headers } }));
  const line = (label: string, f: Figures) =>
    console.log(`  ${label.padEnd(46)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${kib(f.bytes)}`);

  const products = await get('/v1/categories/list');
  const productsGzip = await get('/v1/categories/list', { 'accept-encoding': 'gzip' });
  const pos = await get('/v1/pos/catalog');
  const posGzip = await get('/v1/pos/catalog', { 'accept-encoding': 'gzip' });
  const posBr = await get('/v1/pos/catalog', { 'accept-encoding': 'br' });
  const etag = await new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/v1/pos/catalog', headers: auth }, (res) => {
        res.resume();
        resolve(String(res.headers.etag));
      })
      .on('error', reject);
  });
  const notModified = await get('/v1/pos/catalog', { 'if-none-match': etag, 'accept-encoding': 'br' });

  // After a change the first request builds the body again (read, serialize, compress).
  const agent = new http.Agent({ keepAlive: true });
  const cold: number[] = [];
  for (let i = 0; i < 9; i++) {
    await db
      .updateTable('products')
      .set((eb) => ({ price: eb('price', '+', 1) }))
      .where('id', '=', 1 + i)
      .execute();
    cold.push(
      (await timed(agent, port, { path: '/v1/pos/catalog', headers: { ...auth, 'accept-encoding': 'gzip' } }))
        .ms,
    );
  }
  agent.destroy();

  console.log(
    `\n  POS catalogue vs the whole menu as a list (${ROUNDS} sequential requests each; cold: median of 9)`,
  );
  line('GET /v1/categories/list    identity', products);
  line('GET /v1/categories/list    gzip', productsGzip);
  line('GET /v1/pos/catalog        identity', pos);
  line('GET /v1/pos/catalog        gzip', posGzip);
  line('GET /v1/pos/catalog        br', posBr);
  line('GET /v1/pos/catalog        304 If-None-Match', notModified);
  console.log(`  ${'GET /v1/pos/catalog        cold after a change'.padEnd(46)} p50 ${ms(median(cold))}`);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  console.log(
    `  ratios vs /v1/categories/list identity: pos identity ${ratio(products.p50, pos.p50)} faster, ` +
      `pos br ${ratio(products.p50, posBr.p50)} faster and ${ratio(products.bytes, posBr.bytes)} smaller, ` +
      `pos gzip ${ratio(products.bytes, posGzip.bytes)} smaller, 304 ${ratio(products.p50, notModified.p50)} faster`,
  );
}

export async function catalogBench(): Promise<void> {
  await run('sqlite');
  if (await postgresReachable()) await run('postgres');
  else console.log('\ncatalogue on postgres: not reachable, skipped');
}
