/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The restaurant the kitchen benchmark runs: stations, routed categories, a cook, signed-in screens. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { OWNER } from '../pos-browser/config.ts';

export const COOK = { email: 'cook@cashier.test', password: 'Cook-pass-2026' };

export interface Api {
  call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  token: string;
}

export async function api(base: string): Promise<Api> {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { token } = await call<{ token: string }>('POST', '/v1/auth/login', OWNER);
  return { call: (m, p, b, tk = token) => call(m, p, b, tk), token };
}

/** Every category routed to one of two stations, and a kitchen user. Answers product ids. */
export async function kitchenMenu(a: Api): Promise<number[]> {
  // The demo restaurant's first two stations (Grill and Cold).
  const { stations: seeded } = await a.call<{ stations: { id: number }[] }>('GET', '/v1/stations');
  const stations = seeded.slice(0, 2).map((s) => s.id);
  const { categories } = await a.call<{
    categories: { id: number; nameEn: string; nameAr: string; sortOrder: number }[];
  }>('GET', '/v1/categories');
  for (const [i, c] of categories.entries()) {
    await a.call('PUT', `/v1/categories/update/${c.id}`, {
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      sortOrder: c.sortOrder,
      stationId: stations[i % stations.length],
    });
  }
  const { roles } = await a.call<{ roles: { id: number; name: string }[] }>('GET', '/v1/roles');
  await a.call('POST', '/v1/users/create', {
    name: 'Cook',
    email: COOK.email,
    password: COOK.password,
    roleId: roles.find((r) => r.name === 'kitchen')!.id,
    locale: 'en',
  });
  const { products } = await a.call<{ products: { id: number }[] }>('GET', '/v1/products?perPage=100');
  // A drink needs its size chosen; the bench orders dishes as they are.
  const { modifierGroups } = await a.call<{ modifierGroups: { minSelect: number; productIds: number[] }[] }>(
    'GET',
    '/v1/modifier-groups',
  );
  const choose = new Set(modifierGroups.filter((g) => g.minSelect > 0).flatMap((g) => g.productIds));
  return products.filter((p) => !choose.has(p.id)).map((p) => p.id);
}

/**
 * Records, in the page, when each ticket (data-ticket-id, data-version) is first painted: the
 * frame after the DOM change, as the pos bench reads "next paint" (rAF, then a task). Also when
 * its `kitchen.ticket` event reached the page's main thread: a listener the stream gets before the
 * app's own, which splits the delay into the server and network, and the screen's own work.
 */
export function watchTickets(): void {
  const w = window as unknown as { __kds: Stamps };
  w.__kds = { painted: {}, arrived: {} };
  const at = () => performance.timeOrigin + performance.now();
  const Source = window.EventSource;
  window.EventSource = class extends Source {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('kitchen.ticket', (e) => {
        const t = JSON.parse((e as MessageEvent<string>).data) as {
          id: number;
          orderId: number;
          version: number;
        };
        w.__kds.arrived[`${t.orderId}:${t.version}:${t.id}`] ??= at();
      });
    }
  };
  const stamp = (el: Element) => {
    const key = `${el.getAttribute('data-order-id')}:${el.getAttribute('data-version')}:${el.getAttribute('data-ticket-id')}`;
    if (w.__kds.painted[key] !== undefined) return;
    w.__kds.painted[key] = -1;
    requestAnimationFrame(() => setTimeout(() => (w.__kds.painted[key] = at()), 0));
  };
  new MutationObserver((records) => {
    for (const r of records) {
      const target = r.target instanceof Element ? r.target : r.target.parentElement;
      const tile = target?.closest('[data-ticket-id]');
      if (tile) stamp(tile);
      for (const n of r.addedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.matches('[data-ticket-id]')) stamp(n);
        for (const el of n.querySelectorAll('[data-ticket-id]')) stamp(el);
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-version'],
  });
}

/**
 * Installs {@link watchTickets} in every page of a context. tsx (esbuild, keepNames) wraps the
 * function's inner arrows in a `__name` helper that exists only in Node, so the page gets one too.
 */
export async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await context.addInitScript(watchTickets);
}

/** A kitchen screen signed in as the cook, on the expo view, ready for tickets. */
export async function kitchenScreen(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await watchContext(context);
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.locator('input[type=email], input[name=email]').first().fill(COOK.email);
  await page.locator('input[type=password]').first().fill(COOK.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin/, { timeout: 30_000 });
  await page.goto(`${base}/admin/screens/kitchen`);
  await page.locator('[data-kitchen-ready]').waitFor({ timeout: 30_000 });
  return page;
}

/** By `${orderId}:${version}:${ticketId}`, epoch ms: when each ticket version's event arrived, and was painted (-1: not yet). */
export interface Stamps {
  painted: Record<string, number>;
  arrived: Record<string, number>;
}

export const stamps = (page: Page) => page.evaluate(() => (window as unknown as { __kds: Stamps }).__kds);
