/**
 * Printing from the server (issue 13, point 8). Starts a real server on a fresh database with the
 * demo restaurant (SQLite, then PostgreSQL when reachable), routes its categories over three
 * stations, each with a kitchen printer: a TCP test printer on this machine. Creates ORDERS
 * orders of one dish per station, one every INTERVAL_MS, and times each ticket from the create
 * being sent (the waiter's Send) to its last byte at the printer (raster, as a printer prints
 * Arabic), beside the create's own answer time. Then
 * renders a ticket RENDERS times, in Arabic and in English, raster and text: the worker's own
 * cost per ticket. The floor: the same bytes sent straight over TCP, with no queue.
 *
 *   npm run bench -- printing          ORDERS=300 INTERVAL_MS=50 npm run bench -- printing
 */
import net from 'node:net';
import type { Engine } from '../apps/server/src/config.ts';
import { renderEscPos } from '../apps/server/src/modules/printers/render.ts';
import { ticketDocument } from '../apps/server/src/modules/printers/tickets.ts';
import { TestPrinter } from '../apps/server/src/test/test-printer.ts';
import { postgresReachable, startServer, type Server } from './lib.ts';

const ORDERS = Number(process.env.ORDERS ?? 100);
const INTERVAL = Number(process.env.INTERVAL_MS ?? 100);
const RENDERS = Number(process.env.RENDERS ?? 200);
const STATIONS = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const fmt = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
const line = (label: string, values: number[], extra = '') =>
  console.log(
    `  ${label.padEnd(40)} n ${String(values.length).padStart(4)}  p50 ${fmt(quantile(values, 0.5))}  p99 ${fmt(quantile(values, 0.99))}${extra}`,
  );

async function call<T>(server: Server, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Three stations, each with its categories and a kitchen printer; answers one product per station. */
async function kitchen(server: Server, printers: TestPrinter[]): Promise<number[]> {
  const { stations } = await call<{ stations: { id: number }[] }>(server, 'GET', '/v1/stations');
  const ids = stations.slice(0, STATIONS).map((s) => s.id);
  const { categories } = await call<{
    categories: { id: number; nameEn: string; nameAr: string; sortOrder: number }[];
  }>(server, 'GET', '/v1/categories');
  const byStation: number[][] = ids.map(() => []);
  for (const [i, c] of categories.entries()) {
    const { nameEn, nameAr, sortOrder } = c;
    await call(server, 'PUT', `/v1/categories/update/${c.id}`, {
      nameEn,
      nameAr,
      sortOrder,
      stationId: ids[i % STATIONS],
    });
    byStation[i % STATIONS]!.push(c.id);
  }
  // The fake printers listen on ephemeral ports, beyond the default 9100–9109 (printers/target.ts).
  const ports = printers.map((p) => p.port).join(',');
  await call(server, 'PUT', '/v1/settings/update', { values: { printer_allowed_ports: ports } });
  for (const [i, p] of printers.entries()) {
    const printer = { name: `Station ${i + 1}`, kind: 'kitchen', connection: 'network', host: '127.0.0.1' };
    await call(server, 'POST', '/v1/printers/create', { ...printer, port: p.port, stationId: ids[i] });
  }
  const { products } = await call<{
    products: { id: number; categoryId: number; stationId: number | null }[];
  }>(server, 'GET', '/v1/products?perPage=100');
  // A drink needs its size chosen; the bench prints dishes ordered as they are.
  const { modifierGroups } = await call<{ modifierGroups: { minSelect: number; productIds: number[] }[] }>(
    server,
    'GET',
    '/v1/modifier-groups',
  );
  const choose = new Set(modifierGroups.filter((g) => g.minSelect > 0).flatMap((g) => g.productIds));
  return byStation.map(
    (cats) =>
      products.find((p) => cats.includes(p.categoryId) && p.stationId === null && !choose.has(p.id))!.id,
  );
}

async function run(engine: Engine): Promise<void> {
  const server = await startServer(engine, { demo: true });
  const printers = await Promise.all(Array.from({ length: STATIONS }, () => TestPrinter.start()));
  try {
    const dishes = await kitchen(server, printers);
    const fired: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      fired.push(performance.now());
      await call(server, 'POST', '/v1/orders/create', {
        type: 'pos',
        lines: dishes.map((productId) => ({ productId, quantity: 1 })),
      });
      answered.push(performance.now() - fired[i]!);
      await sleep(INTERVAL);
    }
    await Promise.all(printers.map((p) => p.waitForJobs(ORDERS, 60_000)));
    // A printer takes its jobs in order, one at a time: its i-th job is the i-th order's ticket.
    const delays = printers.flatMap((p) => p.arrivedAt.map((t, i) => t - fired[i]!));
    const target = `   (${delays.length} tickets, target p99 ≤ 500 ms)`;
    line(`${engine}: Send → ticket at the printer`, delays, target);
    line(`${engine}: Send → the till has its answer`, answered);
  } finally {
    await Promise.all(printers.map((p) => p.close()));
    await server.close();
  }
}

/** The bytes of a ticket sent straight to a test printer, no queue: the floor of fire → printer. */
async function floor(bytes: Uint8Array): Promise<number[]> {
  const printer = await TestPrinter.start();
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(printer.port, '127.0.0.1', () => socket.end(bytes));
      socket.on('error', reject);
      socket.on('close', () => resolve());
    });
    await printer.waitForJobs(i + 1);
    times.push(performance.now() - start);
  }
  await printer.close();
  return times;
}

/** The worker's own cost per ticket; answers the Arabic ticket's bytes. */
function renders(): Uint8Array {
  const ticket = {
    id: 1,
    orderId: 1,
    orderNumber: 128,
    orderType: 'pos' as const,
    tableName: 'T4',
    waiterName: 'سارة',
    note: 'عيد ميلاد',
    stationId: 1,
    kind: 'add' as const,
    firedAt: new Date().toISOString(),
    startedAt: null,
    bumpedAt: null,
    version: 1,
    items: [
      {
        nameEn: 'Shish Tawook',
        nameAr: 'شيش طاووق',
        modifiers: [{ nameEn: 'Extra garlic', nameAr: 'ثوم إضافي' }],
        note: 'بدون بصل',
      },
      { nameEn: 'Hummus', nameAr: 'حمص', modifiers: [], note: null },
      { nameEn: 'Mixed grill platter', nameAr: 'مشاوي مشكلة', modifiers: [], note: null },
    ].map((d, i) => ({
      ...d,
      id: i + 1,
      lineId: i + 1,
      productId: i + 1,
      seat: i + 1,
      course: 2,
      quantity: 2,
      voided: 0,
      state: 'fired' as const,
      prepMinutes: null,
      doneAt: null,
    })),
  };
  const stations = new Map([
    [
      1,
      { id: 1, nameEn: 'Grill', nameAr: 'مشاوي', sortOrder: 0, active: true, createdAt: '', updatedAt: '' },
    ],
  ]);
  let arabic: Uint8Array = new Uint8Array();
  for (const locale of ['ar', 'en'] as const)
    for (const mode of ['raster', 'text'] as const) {
      if (locale === 'ar' && mode === 'text') continue; // Arabic is raster in either mode
      const doc = ticketDocument(ticket, { locale, both: true, timeZone: 'Asia/Riyadh', stations });
      for (let i = 0; i < 20; i++) renderEscPos(doc, { paperWidth: 80, mode }); // warm-up
      const times: number[] = [];
      let bytes: Uint8Array = new Uint8Array();
      for (let i = 0; i < RENDERS; i++) {
        const start = performance.now();
        bytes = renderEscPos(doc, { paperWidth: 80, mode });
        times.push(performance.now() - start);
      }
      line(
        `render a ticket, ${locale === 'ar' ? 'Arabic' : 'English'}, ${mode}, 80 mm`,
        times,
        `   (${bytes.length} bytes)`,
      );
      if (locale === 'ar') arabic = bytes;
    }
  return arabic;
}

export async function printingBench(): Promise<void> {
  console.log(
    `\nprinting: ${ORDERS} orders of ${STATIONS} dishes (one per station), one every ${INTERVAL} ms, 3 kitchen printers`,
  );
  const arabic = renders();
  line('floor: an Arabic ticket straight over TCP', await floor(arabic));
  await run('sqlite');
  if (await postgresReachable()) await run('postgres');
  else console.log('  postgres: not reachable, skipped');
}
