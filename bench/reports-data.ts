/**
 * A restaurant's two years for the reports bench: REPORT_ORDERS orders (1,000,000 by default)
 * over 730 business days in Asia/Riyadh, about 3 lines each, paid in cash, by card or split,
 * about 1% refunded a few days later, 2.5% voided (half of those part-paid and given back), a
 * few left open; a status change and an audit row per order, sign-ins every day, and expenses.
 * Written straight into the tables (the API would take hours), once: the database is kept (a
 * SQLite file, a PostgreSQL template) and copied for each run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Engine } from '../apps/server/src/config.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { rebuildRollups } from '../apps/server/src/modules/reports/rebuild-repository.ts';
import { seed } from '../apps/server/src/db/seed.ts';
import { PG_ADMIN } from './lib.ts';

export const ORDERS = Number(process.env.REPORT_ORDERS ?? 1_000_000);
export const DAYS = 730;
export const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const VERSION = 3;
/** The last generated business day: fixed, so the kept dataset stays the one measured. */
export const LAST_DAY = '2026-11-20';
const DAY_MS = 86_400_000;
const RIYADH = 3 * 3_600_000;

/** A deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Row = (string | number | null)[];
export interface Sink {
  insert(table: string, columns: string[], rows: Row[]): Promise<void> | void;
}

const ORDER_COLUMNS = [
  'id',
  'uuid',
  'type',
  'status',
  'version',
  'invoice_number',
  'ticket_number',
  'business_date',
  'table_id',
  'user_id',
  'subtotal',
  'discount_type',
  'discount_value',
  'discount_total',
  'service_charge_bp',
  'service_charge',
  'tax_rate_bp',
  'tax_inclusive',
  'tax_total',
  'total',
  'paid_total',
  'currency',
  'cancel_reason',
  'guests',
  'created_at',
  'updated_at',
  'completed_at',
];
const LINE_COLUMNS = [
  'order_id',
  'product_id',
  'name_en',
  'name_ar',
  'unit_price',
  'quantity',
  'modifiers',
  'modifiers_total',
  'line_total',
  'held',
];

const TABLES = {
  orders: { name: 'orders', columns: ORDER_COLUMNS },
  lines: { name: 'order_lines', columns: LINE_COLUMNS },
  payments: {
    name: 'payments',
    columns: ['order_id', 'method', 'amount', 'change', 'user_id', 'created_at'],
  },
  refunds: { name: 'refunds', columns: ['order_id', 'amount', 'method', 'reason', 'user_id', 'created_at'] },
  history: {
    name: 'order_status_history',
    columns: ['order_id', 'from_status', 'to_status', 'user_id', 'reason', 'created_at'],
  },
  audit: {
    name: 'audit_log',
    columns: ['user_id', 'action', 'entity', 'entity_id', 'data', 'ip', 'created_at'],
  },
} as const;
type Batch = Record<keyof typeof TABLES, Row[]>;
const emptyBatch = (): Batch => ({
  orders: [],
  lines: [],
  payments: [],
  refunds: [],
  history: [],
  audit: [],
});

interface Maker {
  rnd: () => number;
  first: number;
  menu: { id: number; nameEn: string; nameAr: string; price: number }[];
  staff: number[];
  tables: number[];
  invoice: number;
}

const pick = <T>(m: Maker, list: T[]) => list[Math.floor(m.rnd() * list.length)]!;

/** One order's lines; answers its subtotal. */
function addLines(m: Maker, b: Batch, id: number): number {
  let subtotal = 0;
  const count = 1 + Math.floor(m.rnd() * 5);
  for (let l = 0; l < count; l++) {
    const p = pick(m, m.menu);
    const quantity = 1 + Math.floor(m.rnd() * 2);
    subtotal += p.price * quantity;
    b.lines.push([id, p.id, p.nameEn, p.nameAr, p.price, quantity, '[]', 0, p.price * quantity, 0]);
  }
  return subtotal;
}

/** One order of the two years, with its lines, payments, refunds, status change and audit row. */
function addOrder(m: Maker, b: Batch, id: number): void {
  const day = Math.floor(((id - 1) * DAYS) / ORDERS);
  const dayStart = m.first + day * DAY_MS;
  // Open 10:00 to midnight in Riyadh.
  const at = dayStart - RIYADH + 10 * 3_600_000 + Math.floor(m.rnd() * 14 * 3_600_000);
  const created = new Date(at).toISOString();
  const done = new Date(at + 20 * 60_000).toISOString();
  const user = pick(m, m.staff);
  const roll = m.rnd();
  const status = day === DAYS - 1 && roll < 0.01 ? 'new' : roll < 0.025 ? 'canceled' : 'completed';
  const type = roll < 0.85 ? 'pos' : roll < 0.9 ? 'delivery' : roll < 0.95 ? 'online' : 'pos';
  const table = type === 'pos' && m.rnd() < 0.4 ? pick(m, m.tables) : null;
  const subtotal = addLines(m, b, id);
  const discount = m.rnd() < 0.1 ? Math.round(subtotal / 10) : 0;
  const total = subtotal - discount;
  const half = status === 'canceled' && m.rnd() < 0.5 ? Math.floor(total / 2) : 0;
  const paid = status === 'completed' ? total : half;
  const invoice = status === 'completed' ? ++m.invoice : null;
  const cancel = status === 'canceled' ? 'Guest left' : null;
  b.orders.push([
    ...[
      id,
      `bench-${id}`,
      type,
      status,
      1,
      invoice,
      1 + (id % 1000),
      new Date(dayStart).toISOString().slice(0, 10),
    ],
    ...[table, user, subtotal, discount ? 'percent' : null, discount ? 1000 : 0, discount, 0, 0, 1500, 1],
    ...[Math.round((total * 1500) / 11500), total, paid, 'SAR', cancel, 1 + Math.floor(m.rnd() * 4)],
    ...[created, done, status === 'completed' ? done : null],
  ]);
  if (paid > 0) {
    const method = m.rnd() < 0.5 ? 'card' : 'cash';
    const cash = status === 'completed' && m.rnd() < 0.2 ? Math.floor(paid / 2) : 0;
    if (cash) b.payments.push([id, 'cash', cash, 0, user, done], [id, 'card', paid - cash, 0, user, done]);
    else b.payments.push([id, method, paid, 0, user, done]);
  }
  if (status !== 'new') b.history.push([id, 'new', status, user, cancel, done]);
  if (status === 'canceled' && paid > 0) b.refunds.push([id, paid, 'cash', 'Guest left', user, done]);
  if (status === 'completed' && m.rnd() < 0.01) {
    const later = new Date(at + Math.floor(m.rnd() * 3) * DAY_MS + 3_600_000).toISOString();
    b.refunds.push([id, Math.ceil(total / 3), pick(m, ['cash', 'card']), 'Cold', user, later]);
  }
  b.audit.push([user, 'order.create', 'order', String(id), `{"total":${total}}`, '127.0.0.1', created]);
  if (id % 150 === 0) b.audit.push([user, 'auth.login', null, null, null, '127.0.0.1', created]);
}

/** Writes the two years into `sink`, in batches. */
export async function generate(
  sink: Sink,
  menu: Maker['menu'],
  staff: number[],
  tables: number[],
): Promise<void> {
  const first = Date.parse(`${LAST_DAY}T00:00:00Z`) - (DAYS - 1) * DAY_MS;
  const m: Maker = { rnd: random(20_261_125), first, menu, staff, tables, invoice: 0 };
  let batch = emptyBatch();
  const flush = async () => {
    for (const key of Object.keys(TABLES) as (keyof typeof TABLES)[])
      await sink.insert(TABLES[key].name, [...TABLES[key].columns], batch[key]);
    batch = emptyBatch();
  };
  for (let id = 1; id <= ORDERS; id++) {
    addOrder(m, batch, id);
    if (id % 10_000 === 0) await flush();
  }
  await flush();
}

/** SQLite: prepared inserts, one transaction per batch, straight into the file. */
function sqliteSink(file: string): Sink & { close(): void } {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  return {
    insert(table, columns, rows) {
      const key = `${table}:${columns.length}`;
      let s = statements.get(key);
      if (!s) {
        s = db.prepare(
          `insert into ${table} (${columns.join(',')}) values (${columns.map(() => '?').join(',')})`,
        );
        statements.set(key, s);
      }
      const run = s;
      db.transaction(() => rows.forEach((r) => run.run(r)))();
    },
    close: () => db.close(),
  };
}

/** PostgreSQL: one multi-row insert of unnested arrays per batch and table. */
function pgSink(client: pg.Client, types: Map<string, string>): Sink {
  return {
    async insert(table, columns, rows) {
      if (rows.length === 0) return;
      const arrays = columns.map((_, c) => rows.map((r) => r[c]));
      const casts = columns.map((c, i) => `$${i + 1}::${types.get(`${table}.${c}`) ?? 'text'}[]`);
      await client.query(
        `insert into ${table} (${columns.join(',')}) select * from unnest(${casts.join(',')})`,
        arrays,
      );
    },
  };
}

async function menuOf(url: string, engine: Engine) {
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SEED_DEMO: 'true',
  });
  const db = createDb(config);
  await migrateToLatest(db, engine);
  await seed(db, config);
  const menu = await db.selectFrom('products').select(['id', 'nameEn', 'nameAr', 'price']).execute();
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'cashier')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const staff: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const u = await db
      .insertInto('users')
      .values({
        name: `Cashier ${i}`,
        email: `cashier${i}@bench.test`,
        passwordHash: 'x',
        roleId: role.id,
        locale: 'en',
        active: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff.push(u.id);
  }
  const tables = (await db.selectFrom('diningTables').select('id').execute()).map((t) => t.id);
  await db.destroy();
  return { menu: menu.map((m) => ({ ...m, price: Number(m.price) })), staff, tables };
}

/**
 * The report rollups the server keeps as it sells, computed once for the generated rows, as the
 * migration that adds them does on an existing database; answers how long it took.
 */
async function rollUp(url: string, engine: Engine): Promise<number> {
  const started = performance.now();
  const db = createDb({ engine, databaseUrl: url });
  const zone = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'timezone')
    .executeTakeFirst();
  await rebuildRollups(db, engine, zone?.value ?? 'UTC');
  await db.destroy();
  return performance.now() - started;
}

const sqliteFile = path.join(os.tmpdir(), `cashier-bench-reports-${ORDERS}-v${VERSION}.sqlite`);
const pgTemplate = `cashier_bench_reports_${ORDERS}_v${VERSION}`;

/** The kept dataset for `engine`, generated on the first run (minutes); answers how long that took. */
export async function ensureDataset(engine: Engine): Promise<number> {
  const started = performance.now();
  if (engine === 'sqlite') {
    if (fs.existsSync(sqliteFile)) return 0;
    const building = `${sqliteFile}.building`;
    fs.rmSync(building, { force: true });
    const { menu, staff, tables } = await menuOf(building, engine);
    const sink = sqliteSink(building);
    await generate(sink, menu, staff, tables);
    sink.close();
    console.log(`  sqlite: rollups built in ${((await rollUp(building, engine)) / 1000).toFixed(1)} s`);
    fs.renameSync(building, sqliteFile);
  } else {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [pgTemplate]);
    if (exists.rowCount) return (await admin.end(), 0);
    const building = `${pgTemplate}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${building}`;
    const { menu, staff, tables } = await menuOf(url.toString(), engine);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const cols = await client.query<{ t: string; c: string; d: string }>(
      `select table_name t, column_name c, data_type d from information_schema.columns where table_schema = 'public'`,
    );
    await generate(
      pgSink(client, new Map(cols.rows.map((r) => [`${r.t}.${r.c}`, r.d]))),
      menu,
      staff,
      tables,
    );
    await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    await client.end();
    console.log(
      `  postgres: rollups built in ${((await rollUp(url.toString(), engine)) / 1000).toFixed(1)} s`,
    );
    await admin.query(`alter database ${building} rename to ${pgTemplate}`);
    await admin.end();
  }
  return performance.now() - started;
}

/** A copy of the dataset for one run: its DATABASE_URL and how to throw it away. */
export async function copyDataset(engine: Engine): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-reports-'));
    const file = path.join(dir, 'cashier.sqlite');
    fs.copyFileSync(sqliteFile, file);
    return { url: file, drop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const name = `cashier_reports_run_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${pgTemplate}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
