import net from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, expectNoOverflow, shot, signIn, stamp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Ticket {
  id: number;
  orderId: number;
  kind: string;
  version: number;
  stationId: number | null;
  items: { id: number; nameEn: string; quantity: number; voided: number; state: string }[];
}
interface Order {
  id: number;
  version: number;
  ticketNumber: number;
}

/** Two stations, Starters routed to the cold one and Grills to the grill; answers their ids. */
async function stations(page: Page): Promise<{ grill: number; cold: number; s: string }> {
  const s = stamp();
  const make = async (nameEn: string, nameAr: string) =>
    (
      await api<{ station: { id: number } }>(page, 'POST', '/v1/stations/create', {
        nameEn: `${nameEn} ${s}`,
        nameAr: `${nameAr} ${s}`,
      })
    ).station.id;
  const grill = await make('Grill', 'الشواية');
  const cold = await make('Cold', 'البارد');
  const { categories } = await api<{
    categories: { id: number; nameEn: string; nameAr: string; sortOrder: number }[];
  }>(page, 'GET', '/v1/categories');
  for (const [name, stationId] of [
    ['Starters', cold],
    ['Grills', grill],
  ] as const) {
    const c = categories.find((x) => x.nameEn === name)!;
    await api(page, 'PUT', `/v1/categories/update/${c.id}`, {
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      sortOrder: c.sortOrder,
      stationId,
    });
  }
  return { grill, cold, s };
}

/**
 * A TCP relay to the server that can cut every connection (and refuse new ones) until restored:
 * a real network cut for the page's events stream, which the browser's offline mode leaves open.
 * The session cookie belongs to the host, not the port, so the page is signed in through it too.
 */
async function cuttableRelay(target: number) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const relay = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => relay.close(),
  };
}

async function productId(page: Page, nameEn: string): Promise<number> {
  const { products } = await api<{ products: { id: number; nameEn: string }[] }>(
    page,
    'GET',
    '/v1/products?perPage=100',
  );
  return products.find((p) => p.nameEn === nameEn)!.id;
}

async function order(page: Page, lines: { productId: number; quantity: number }[]): Promise<Order> {
  const { order } = await api<{ order: Order[] }>(page, 'POST', '/v1/orders/create', { type: 'pos', lines });
  return order[0]!;
}

const server = (page: Page, station?: number) =>
  api<{ tickets: Ticket[]; recent: Ticket[] }>(
    page,
    'GET',
    `/v1/kitchen/tickets${station ? `?station=${station}` : ''}`,
  );

async function openScreen(page: Page, prefix: '' | '/ar' = '', origin = ''): Promise<void> {
  await page.goto(`${origin}${prefix}/admin/screens/kitchen`);
  await expect(page.locator('[data-kitchen-ready]')).toBeVisible();
}

async function pickStation(page: Page, name: string): Promise<void> {
  await page.getByTestId('station-picker').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.locator('[data-kitchen-ready]')).toBeVisible();
}

const tileOf = (page: Page, orderId: number, kind = 'fire'): Locator =>
  page.locator(`[data-order-id="${orderId}"][data-kind="${kind}"]`);

/** The tiles on screen as `id:version`, sorted. */
async function tilesOnScreen(page: Page): Promise<string[]> {
  const tiles = await page
    .locator('[data-ticket-id]')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-ticket-id')}:${e.getAttribute('data-version')}`),
    );
  return tiles.sort();
}

test.describe('kitchen display', () => {
  test('each station shows its dishes; done and bumped, the order is ready at the pass', async ({ page }) => {
    await signIn(page);
    const { grill, cold, s } = await stations(page);
    const [hummus, tawook] = [await productId(page, 'Hummus'), await productId(page, 'Shish Tawook')];
    const o = await order(page, [
      { productId: hummus, quantity: 2 },
      { productId: tawook, quantity: 1 },
    ]);
    await openScreen(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await pickStation(page, `Grill ${s}`);
    const atGrill = tileOf(page, o.id);
    await expect(atGrill).toContainText('Shish Tawook');
    await expect(atGrill).not.toContainText('Hummus');
    await atGrill.getByRole('button', { name: /Shish Tawook/ }).click();
    await expect(atGrill.locator('[data-state="done"]')).toHaveCount(1);
    await atGrill.getByRole('button', { name: /All done/ }).click();
    await expect(atGrill).toHaveCount(0);
    // Recalled from the panel (folded until opened), then bumped again from the keyboard (1 selects, Enter bumps).
    const recall = page.getByTestId('recall');
    await expect(recall.getByRole('button', { name: 'Recall' })).toHaveCount(0);
    await recall.getByRole('button', { name: /Recently bumped/ }).click();
    await expect(recall.getByRole('button', { name: /Recently bumped/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await recall.getByRole('button', { name: 'Recall' }).first().click();
    await expect(atGrill).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.locator('[data-selected]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(atGrill).toHaveCount(0);
    // R brings the last bumped back.
    await page.keyboard.press('r');
    await expect(atGrill).toBeVisible();
    await atGrill.getByRole('button', { name: /All done/ }).click();
    await expect(atGrill).toHaveCount(0);

    await pickStation(page, `Cold ${s}`);
    const atCold = tileOf(page, o.id);
    await expect(atCold).toContainText('Hummus');
    await expect(atCold).not.toContainText('Shish Tawook');
    await expect(page.getByTestId('all-day')).toContainText('Hummus');
    await atCold.getByRole('button', { name: /Hummus/ }).click();
    await atCold.getByRole('button', { name: /All done/ }).click();
    await expect(atCold).toHaveCount(0);
    expect((await server(page, cold)).tickets.some((k) => k.orderId === o.id)).toBe(false);
    expect((await server(page, grill)).tickets.some((k) => k.orderId === o.id)).toBe(false);

    const board = await api<{ orders: { orderId: number; status: string }[] }>(
      page,
      'GET',
      '/v1/kitchen/board',
    );
    expect(board.orders.find((b) => b.orderId === o.id)?.status).toBe('ready');
  });

  test('a dish voided after sending is struck through and acknowledged; a cancel flashes', async ({
    page,
  }) => {
    await signIn(page);
    const { cold, s } = await stations(page);
    const hummus = await productId(page, 'Hummus');
    const o = await order(page, [{ productId: hummus, quantity: 2 }]);
    await openScreen(page);
    await pickStation(page, `Cold ${s}`);
    await expect(tileOf(page, o.id)).toContainText('Hummus');

    const changed = await api<{ order: Order[] }>(page, 'PUT', '/v1/orders/update', {
      id: o.id,
      version: o.version,
      lines: [{ productId: hummus, quantity: 1 }],
    });
    const voidTile = tileOf(page, o.id, 'void');
    await expect(voidTile.locator('[data-state="void"]')).toContainText('Hummus');
    // The first ticket shows the 2 struck and 1 left.
    await expect(tileOf(page, o.id).locator('s')).toHaveText('2');
    await voidTile.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(voidTile).toHaveCount(0);
    expect((await server(page, cold)).tickets.some((k) => k.kind === 'void' && k.orderId === o.id)).toBe(
      false,
    );

    await api(page, 'PUT', '/v1/orders/update', {
      id: o.id,
      version: changed.order[0]!.version,
      status: 'canceled',
      cancelReason: 'Guest left',
    });
    const cancel = tileOf(page, o.id, 'cancel');
    await expect(cancel).toBeVisible();
    const animation = await cancel.evaluate((el) => getComputedStyle(el, '::after').animationName);
    expect(animation).not.toBe('none');
    await cancel.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(cancel).toHaveCount(0);
  });

  test('after a network cut the screen equals the server', async ({ page }) => {
    await signIn(page);
    await stations(page);
    const [hummus, tawook] = [await productId(page, 'Hummus'), await productId(page, 'Shish Tawook')];
    const first = await order(page, [{ productId: tawook, quantity: 1 }]);
    const relay = await cuttableRelay(Number(new URL(page.url()).port));
    await openScreen(page, '', relay.origin);
    await expect(tileOf(page, first.id)).toBeVisible();

    relay.cut();
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 });
    // While the screen is away: a new order, a change to the first, a ticket bumped elsewhere.
    const second = await order(page, [
      { productId: hummus, quantity: 1 },
      { productId: tawook, quantity: 2 },
    ]);
    await api(page, 'PUT', '/v1/orders/update', {
      id: first.id,
      version: first.version,
      lines: [{ productId: tawook, quantity: 3 }],
    });
    const open = (await server(page)).tickets.filter((k) => k.orderId === second.id);
    await api(page, 'POST', '/v1/kitchen/tickets/bump', { ticketId: open[0]!.id });
    relay.restore();

    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(async () => {
        const { tickets } = await server(page);
        // A long board renders its oldest tiles and more as it is scrolled: to its end, then read.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (
          (await tilesOnScreen(page)).join() ===
          tickets
            .map((k) => `${k.id}:${k.version}`)
            .sort()
            .join()
        );
      })
      .toBe(true);
    expect(await tilesOnScreen(page)).toEqual(
      (await server(page)).tickets.map((k) => `${k.id}:${k.version}`).sort(),
    );
    relay.close();
  });

  test('a board longer than the screen renders the oldest tickets, and the rest as it is scrolled', async ({
    page,
  }) => {
    await signIn(page);
    const { cold, s } = await stations(page);
    const hummus = await productId(page, 'Hummus');
    for (let i = 0; i < 32; i++) await order(page, [{ productId: hummus, quantity: 1 }]);
    const tickets = (await server(page, cold)).tickets.map((k) => k.id);
    expect(tickets).toHaveLength(32);
    await page.goto('/ar/admin/screens/kitchen');
    await pickStation(page, `البارد ${s}`);
    await expect(page.locator('[data-ticket-id]')).toHaveCount(30);
    await expect(page.getByTestId('more-tickets')).toHaveText('تذكرتان أخريان في الأسفل');
    // The oldest first: the first thirty.
    const shown = await page
      .locator('[data-ticket-id]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-ticket-id'))));
    expect(shown).toEqual(tickets.slice(0, 30));
    await page.getByTestId('more-tickets').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-ticket-id]')).toHaveCount(32);
    await expect(page.getByTestId('more-tickets')).toHaveCount(0);
  });

  test('both languages when the kitchen asks, sound on with one tap, tickets age amber then red', async ({
    page,
  }) => {
    await signIn(page);
    const { s } = await stations(page);
    await api(page, 'PUT', '/v1/settings/update', {
      values: { kitchen_both_languages: 'true', kitchen_warn_minutes: '5', kitchen_late_minutes: '10' },
    });
    try {
      const o = await order(page, [{ productId: await productId(page, 'Hummus'), quantity: 1 }]);
      await page.clock.install();
      // Its own station: on the expo view, earlier tests' tickets may fill the first screens.
      await openScreen(page);
      await pickStation(page, `Cold ${s}`);
      const tile = tileOf(page, o.id);
      await expect(tile).toContainText('Hummus');
      await expect(tile).toContainText('حمص');
      await expect(tile).toHaveAttribute('data-age', 'fresh');
      await page.clock.fastForward('06:00');
      await expect(tile).toHaveAttribute('data-age', 'warn');
      await page.clock.fastForward('05:00');
      await expect(tile).toHaveAttribute('data-age', 'late');
      await expect(page.getByTestId('sound')).toHaveText('Enable sound');
      await page.getByTestId('sound').click();
      await expect(page.getByTestId('sound')).toHaveText('Sound on');
    } finally {
      await api(page, 'PUT', '/v1/settings/update', {
        values: { kitchen_both_languages: 'false', kitchen_warn_minutes: '8', kitchen_late_minutes: '15' },
      });
    }
  });

  for (const prefix of ['', '/ar'] as const) {
    test(`recently bumped: one order's tickets name their stations (${prefix || 'en'})`, async ({
      page,
    }, testInfo) => {
      await signIn(page, prefix);
      const { grill, cold, s } = await stations(page);
      const o = await order(page, [
        { productId: await productId(page, 'Hummus'), quantity: 1 },
        { productId: await productId(page, 'Shish Tawook'), quantity: 1 },
      ]);
      const { tickets } = await server(page);
      const mine = tickets.filter((k) => k.orderId === o.id);
      expect(mine.map((k) => k.stationId).sort()).toEqual([grill, cold].sort());
      for (const k of mine) await api(page, 'POST', '/v1/kitchen/tickets/bump', { ticketId: k.id });

      await page.setViewportSize({ width: 1920, height: 1080 });
      await openScreen(page, prefix);
      await pickStation(page, prefix ? 'كل الأقسام (التجميع)' : 'All stations (expo)');
      const recall = page.getByTestId('recall');
      await recall.getByRole('button', { name: prefix ? /المنتهية مؤخرًا/ : /Recently bumped/ }).click();
      // "#6", "#6" no more: each row of the order says its station, in the screen's language.
      const rows = recall.locator('li').filter({ hasText: `#${o.ticketNumber}` });
      await expect(rows).toHaveCount(2);
      const names = prefix ? [`الشواية ${s}`, `البارد ${s}`] : [`Grill ${s}`, `Cold ${s}`];
      const stationsShown = await rows.getByTestId('recall-station').allInnerTexts();
      expect(stationsShown.sort()).toEqual(names.sort());
      const texts = await rows.allInnerTexts();
      expect(new Set(texts).size).toBe(texts.length);
      await expectNoOverflow(page);
      await shot(page, testInfo, `kitchen-recall-${prefix ? 'ar' : 'en'}-tv`);
    });
  }

  test('reads in Arabic, right to left, and fits a TV, a tablet and a phone', async ({ page }, testInfo) => {
    await signIn(page);
    await stations(page);
    const hummus = await productId(page, 'Hummus');
    await order(page, [{ productId: hummus, quantity: 2 }]);
    for (const prefix of ['', '/ar'] as const) {
      for (const [size, viewport] of Object.entries({
        tv: { width: 1920, height: 1080 },
        tablet: { width: 1280, height: 800 },
        phone: { width: 390, height: 844 },
      })) {
        await page.setViewportSize(viewport);
        await openScreen(page, prefix);
        await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(prefix ? 'المطبخ' : 'Kitchen');
        await expect(page.locator('[data-ticket-id]').first()).toContainText(
          prefix ? /حمص|شيش/ : /Hummus|Tawook/,
        );
        await expectNoOverflow(page);
        await shot(page, testInfo, `kitchen-${prefix ? 'ar' : 'en'}-${size}`);
      }
    }
  });
});
