/**
 * The kitchen screens in this machine's Chromium (issue 12, point 7).
 *
 * Starts the real built server (as the POS browser benchmark does) on SQLite with the demo
 * restaurant, two stations and a cook, opens SCREENS kitchen screens (the expo view, 1920×1080)
 * and creates ORDERS orders of three lines, one every INTERVAL_MS (two a second by default: ten
 * times a busy lunch), the cooks bumping the oldest between orders so about OPEN orders (a
 * screenful) stay open. For every ticket on every screen it reads the time from the create's
 * acknowledgement (the answer received) to the ticket painted (the frame after it entered the
 * DOM), split at its event reaching the page. The same screens against a bare Node SSE server
 * give the floor. Then one screen is filled to 150 open tickets; items on the tiles it renders
 * are marked done one at a time, each timed from the event reaching the page to its repaint.
 *
 *   npm run bench -- kitchen           ORDERS=300 SCREENS=10 INTERVAL_MS=150 npm run bench -- kitchen
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { chromium, type Browser, type Page } from '@playwright/test';
import { floorServer } from './kitchen/floor.ts';
import { api, type Api, kitchenMenu, kitchenScreen, stamps, watchContext } from './kitchen/setup.ts';
import { CHROMIUM_ARGS } from './pos-browser/config.ts';
import { freePort, serverBuild, startServer, webDist } from './pos-browser/server.ts';

const ORDERS = Number(process.env.ORDERS ?? 200);
const SCREENS = Number(process.env.SCREENS ?? 10);
const INTERVAL = Number(process.env.INTERVAL_MS ?? 500);
const OPEN = Number(process.env.OPEN ?? 15);
const CHANGES = 30;
/** The open tickets on the screen whose one change is timed. */
const FULL = 150;
/** The oldest tickets a screen renders until it is scrolled (GRID_STEP in the web's ticket-grid.tsx): the ones a cook touches. */
const RENDERED = 30;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const fmt = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

interface Split {
  /** Create acknowledged → ticket painted. */
  total: number[];
  /** Create acknowledged → its event on the page's main thread (server, network, a busy page). */
  arrive: number[];
  /** Event on the page → ticket painted (the screen's own work). */
  paint: number[];
}

const sorted = (values: number[]) => values.sort((a, b) => a - b);

/** Ack → first paint of every ticket on every screen; waits until each screen has them all. */
async function latencies(pages: Page[], acks: Map<number, number>, tickets: number): Promise<Split> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const all = await Promise.all(pages.map(stamps));
    const firsts = all.map(({ painted, arrived }) => {
      const seen = new Map<string, { total: number; key: string }>();
      for (const [key, at] of Object.entries(painted)) {
        const [order, , ticket] = key.split(':');
        const ack = acks.get(Number(order));
        if (at <= 0 || ack === undefined) continue;
        const id = `${order}:${ticket}`;
        if ((seen.get(id)?.total ?? Infinity) > at - ack) seen.set(id, { total: at - ack, key });
      }
      return [...seen.values()].map(({ total, key }) => ({ total, key, painted, arrived }));
    });
    const timedOut = Date.now() > deadline;
    if (firsts.every((f) => f.length >= tickets) || timedOut) {
      if (timedOut)
        console.log(`  (timed out: screens saw ${firsts.map((f) => f.length).join(', ')} of ${tickets})`);
      const split: Split = { total: [], arrive: [], paint: [] };
      for (const { total, key, painted, arrived } of firsts.flat()) {
        split.total.push(total);
        const came = arrived[key];
        if (came === undefined) continue;
        split.paint.push(painted[key]! - came);
        split.arrive.push(total - (painted[key]! - came));
      }
      return { total: sorted(split.total), arrive: sorted(split.arrive), paint: sorted(split.paint) };
    }
    await sleep(250);
  }
}

function report(label: string, values: number[], floorP50?: number): void {
  const p50 = quantile(values, 0.5);
  const ratio = floorP50 ? `   p50 ratio to floor ${(p50 / floorP50).toFixed(2)}×` : '';
  console.log(
    `  ${label.padEnd(34)} n ${String(values.length).padStart(5)}  p50 ${fmt(p50)}  p99 ${fmt(quantile(values, 0.99))}${ratio}`,
  );
}

async function floorRun(browser: Browser): Promise<number[]> {
  const floor = await floorServer();
  const base = `http://127.0.0.1:${floor.port}`;
  const pages: Page[] = [];
  for (let i = 0; i < SCREENS; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await watchContext(context);
    const page = await context.newPage();
    await page.goto(base);
    // The floor's page is empty (zero height) until its first tile: present, not yet visible.
    await page.locator('[data-kitchen-ready]').waitFor({ state: 'attached' });
    pages.push(page);
  }
  const acks = new Map<number, number>();
  for (let i = 1; i <= ORDERS; i++) {
    await fetch(`${base}/fire`, { method: 'POST', body: JSON.stringify({ id: i }) });
    acks.set(i, now());
    await sleep(INTERVAL);
  }
  const { total } = await latencies(pages, acks, ORDERS);
  await Promise.all(pages.map((p) => p.context().close()));
  floor.close();
  return total;
}

export async function kitchenBench(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-kitchen-bench-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    console.log(
      `\nkitchen screens: ${SCREENS} screens (expo view, 1920×1080), ${ORDERS} orders one every ${INTERVAL} ms, ~${OPEN} kept open`,
    );
    const floor = await floorRun(browser);
    report('floor: bare SSE server → paint', floor);
    const dist = webDist(tmp);
    serverBuild();
    const port = await freePort();
    const dbFile = path.join(tmp, 'cashier.sqlite');
    const server = await startServer(port, dbFile, dist);
    const base = `http://127.0.0.1:${port}`;
    const db = new SQLite(dbFile, { readonly: true });
    try {
      const a = await api(base);
      const products = await kitchenMenu(a);
      const pages: Page[] = [];
      for (let i = 0; i < SCREENS; i++) pages.push(await kitchenScreen(browser, base));
      const acks = new Map<number, number>();
      let tickets = 0;
      const open = db.prepare('select id from kitchen_tickets where order_id = ? and bumped_at is null');
      const orderIds: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const id = await createOrder(a, products, i);
        acks.set(id, now());
        orderIds.push(id);
        tickets += open.all(id).length;
        // The cooks bump between orders, not in step with them.
        await sleep(INTERVAL / 2);
        const old = orderIds[i - OPEN];
        if (old !== undefined) {
          for (const row of open.all(old) as { id: number }[]) {
            await a.call('POST', '/v1/kitchen/tickets/bump', { ticketId: row.id }, undefined);
          }
        }
        await sleep(INTERVAL / 2);
      }
      const split = await latencies(pages, acks, tickets);
      report('ack → ticket painted, every screen', split.total, quantile(floor, 0.5));
      report('  of which ack → event on the page', split.arrive);
      report('  and event on the page → painted', split.paint);
      await Promise.all(pages.slice(1).map((p) => p.context().close()));
      // One screen, filled up to the open tickets the target names.
      const count = db.prepare('select count(*) n from kitchen_tickets where bumped_at is null');
      for (let i = ORDERS; (count.get() as { n: number }).n < FULL; i++) await createOrder(a, products, i);
      await sleep(2000);
      await repaint(pages[0]!, a, db);
      await pages[0]!.context().close();
    } finally {
      db.close();
      await server.stop();
    }
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** An order of three lines (two of one dish), answering its id. */
async function createOrder(a: Api, products: number[], i: number): Promise<number> {
  const at = (k: number) => products[(i * 7 + k) % products.length]!;
  const { order } = await a.call<{ order: { id: number }[] }>('POST', '/v1/orders/create', {
    type: 'pos',
    lines: [
      { productId: at(0), quantity: 2 },
      { productId: at(3), quantity: 1 },
      { productId: at(5), quantity: 1 },
    ],
  });
  return order[0]!.id;
}

/** One screen with its open tickets: an item marked done, from the event reaching the page to the repaint. */
async function repaint(page: Page, a: Api, db: SQLite.Database): Promise<void> {
  const count = (
    db.prepare('select count(*) n from kitchen_tickets where bumped_at is null').get() as { n: number }
  ).n;
  const items = db
    .prepare(
      `select i.id, i.ticket_id from kitchen_items i
       join (select id from kitchen_tickets where bumped_at is null order by id limit ?) t on t.id = i.ticket_id
       where i.state = 'fired' order by random() limit ?`,
    )
    .all(RENDERED, CHANGES) as { id: number; ticket_id: number }[];
  const keys: string[] = [];
  for (const item of items) {
    const { ticket } = await a.call<{ ticket: { id: number; orderId: number; version: number } }>(
      'POST',
      '/v1/kitchen/items/done',
      { itemId: item.id, done: true },
    );
    keys.push(`${ticket.orderId}:${ticket.version}:${ticket.id}`);
    await sleep(200);
  }
  await sleep(500);
  const { arrived, painted } = await stamps(page);
  const values = sorted(
    keys.filter((k) => arrived[k] && (painted[k] ?? 0) > 0).map((k) => painted[k]! - arrived[k]!),
  );
  report(`one change on a screen of ${count} tickets: event → repaint`, values);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await kitchenBench();
