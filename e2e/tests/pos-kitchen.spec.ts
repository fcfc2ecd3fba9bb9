import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  api,
  expectNoCspViolations,
  expectNoOverflow,
  shot,
  signIn,
  stamp,
  VIEWPORTS,
} from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Item {
  id: number;
  nameEn: string;
  quantity: number;
  voided: number;
  state: string;
  course: number | null;
}
interface Ticket {
  id: number;
  orderId: number;
  kind: string;
  stationId: number | null;
  items: Item[];
}
interface OrderLine {
  id: number;
  productId: number;
  course: number | null;
  held: boolean;
  kitchenState: string;
}
interface Order {
  id: number;
  ticketNumber: number;
  kitchenStatus: string | null;
  lines: OrderLine[];
}

/** A kitchen of two stations, a category routed to each, and the dishes the journeys order. */
interface Kitchen {
  grill: number;
  cold: number;
  table: { id: number; name: string };
  dishes: { grillStarter: string; coldStarter: string; grillMain: string; coldSweet: string };
}

async function setUpKitchen(page: Page): Promise<Kitchen> {
  const s = stamp();
  const station = async (nameEn: string, nameAr: string) =>
    (await api<{ station: { id: number } }>(page, 'POST', '/v1/stations/create', { nameEn, nameAr })).station
      .id;
  const grill = await station(`Grill ${s}`, `الشواية ${s}`);
  const cold = await station(`Cold ${s}`, `البارد ${s}`);
  const category = async (nameEn: string, stationId: number) =>
    (
      await api<{ category: { id: number } }>(page, 'POST', '/v1/categories/create', {
        nameEn,
        nameAr: `${nameEn} ع`,
        stationId,
      })
    ).category.id;
  const hot = await category(`Hot ${s}`, grill);
  const chilled = await category(`Chilled ${s}`, cold);
  const dish = async (nameEn: string, nameAr: string, categoryId: number, course: number | null) => {
    await api(page, 'POST', '/v1/products/create', { categoryId, nameEn, nameAr, price: 2500, course });
    return nameEn;
  };
  const dishes = {
    grillStarter: await dish(`Wings ${s}`, `أجنحة ${s}`, hot, 1),
    coldStarter: await dish(`Hummus bowl ${s}`, `حمص ${s}`, chilled, 1),
    grillMain: await dish(`Mixed grill ${s}`, `مشاوي ${s}`, hot, 2),
    // No course of its own: the waiter moves it to the mains at the till.
    coldSweet: await dish(`Sorbet ${s}`, `سوربيه ${s}`, chilled, null),
  };
  const { table } = await api<{ table: { id: number; name: string } }>(page, 'POST', '/v1/tables/create', {
    name: `Kitchen ${s}`,
    seats: 4,
  });
  return { grill, cold, table, dishes };
}

const tickets = async (page: Page, station: number, orderId: number) =>
  (await api<{ tickets: Ticket[] }>(page, 'GET', `/v1/kitchen/tickets?station=${station}`)).tickets.filter(
    (t) => t.orderId === orderId,
  );
/** The dishes a station has to make for the order: names of its open tickets' live items. */
const dishesAt = async (page: Page, station: number, orderId: number) =>
  (await tickets(page, station, orderId))
    .flatMap((t) => t.items.filter((i) => i.state !== 'void').map((i) => i.nameEn))
    .sort();

const getOrder = async (page: Page, id: number) =>
  (await api<{ order: Order }>(page, 'GET', `/v1/orders/${id}`)).order;

/** Every open ticket of the order: items done, then bumped, as the cooks would. */
async function cookEverything(page: Page, k: Kitchen, orderId: number): Promise<void> {
  for (const station of [k.grill, k.cold]) {
    for (const ticket of await tickets(page, station, orderId)) {
      for (const item of ticket.items) {
        await api(page, 'POST', '/v1/kitchen/items/done', { itemId: item.id, done: true });
      }
      await api(page, 'POST', '/v1/kitchen/tickets/bump', { ticketId: ticket.id });
    }
  }
}

const searchAndAdd = async (page: Page, label: string, name: string) => {
  await page.getByRole('searchbox', { name: label }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(`^${name}, `) })
    .first()
    .click();
};

async function dineInAt(page: Page, table: string, words: { dineIn: string; choose: string; cart: string }) {
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  const cart = page.getByRole('region', { name: words.cart });
  // The sale's kind is chosen from the menu in the cart's one-row head.
  await cart.getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: words.dineIn, exact: true }).click();
  await cart.getByRole('button', { name: words.choose }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${table}`) })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** A phone-sized window, once the side menu has folded away and the page fits it. */
async function phoneSize(page: Page): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

/** The cart with its courses at both sizes, kept as artefacts. */
async function cartShots(page: Page, testInfo: TestInfo, name: string, phoneCart: string): Promise<void> {
  await phoneSize(page);
  await page.getByTestId('open-cart').click();
  await expect(page.getByRole('dialog').getByRole('region', { name: phoneCart })).toBeVisible();
  await expectNoOverflow(page);
  // The sheet as the phone shows it (a full-page picture would stretch the grid beneath it).
  expectNoCspViolations(page);
  const file = testInfo.outputPath(`${name}-phone.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${name}-phone`, { path: file, contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoOverflow(page);
  await shot(page, testInfo, `${name}-desktop`);
}

test('a waiter holds the mains, fires them later, and serves the order when it is ready', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const k = await setUpKitchen(page);
  const { dishes } = k;
  await page.goto('/admin/pos');
  await dineInAt(page, k.table.name, { dineIn: 'Dine-in', choose: 'Choose a table', cart: 'Order' });
  for (const name of Object.values(dishes)) await searchAndAdd(page, 'Search products', name);
  const cart = page.getByRole('region', { name: 'Order' });

  // The sorbet moves from "No course" to the mains with the line's course menu.
  await cart.getByRole('button', { name: new RegExp(`^Course of ${dishes.coldSweet}`) }).click();
  await page.getByRole('menuitem', { name: 'Mains' }).click();
  const mains = cart.getByRole('group', { name: 'Mains' });
  await expect(mains.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByRole('group', { name: 'Starters' }).getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByRole('group', { name: 'No course' })).toHaveCount(0);
  await mains.getByRole('button', { name: 'Hold Mains at the till' }).click();
  await expect(mains.getByRole('button', { name: 'Send Mains with the order' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await cartShots(page, testInfo, 'pos-courses-en', 'Order');
  await cart.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();

  const { orders } = await api<{ orders: Order[] }>(
    page,
    'GET',
    `/v1/orders?tableId=${k.table.id}&perPage=1`,
  );
  const order = orders[0]!;
  expect(order.lines.map((l) => [l.course, l.held]).sort()).toEqual([
    [1, false],
    [1, false],
    [2, true],
    [2, true],
  ]);
  // Only the starters reach the kitchen, each at its station.
  expect(await dishesAt(page, k.grill, order.id)).toEqual([dishes.grillStarter]);
  expect(await dishesAt(page, k.cold, order.id)).toEqual([dishes.coldStarter]);

  // Back at the order: the starters are fired, the mains wait for "Fire".
  await page.goto(`/admin/pos/${order.id}`);
  await expect(cart.getByRole('group', { name: 'Starters' }).getByText('Fired')).toHaveCount(2);
  await expect(page.getByTestId('order-kitchen')).toHaveAttribute('data-status', 'preparing');
  await cartShots(page, testInfo, 'pos-courses-sent-en', 'Order');
  await mains.getByRole('button', { name: 'Fire Mains' }).click();
  await expect(page.getByText('Mains sent to the kitchen')).toBeVisible();
  await expect(mains.getByText('Fired')).toHaveCount(2);
  expect(await dishesAt(page, k.grill, order.id)).toEqual([dishes.grillMain, dishes.grillStarter].sort());
  expect(await dishesAt(page, k.cold, order.id)).toEqual([dishes.coldStarter, dishes.coldSweet].sort());
  // The grill starts on the mains: the line follows on the till from the ticket's event.
  const grillMains = (await tickets(page, k.grill, order.id)).find((t) =>
    t.items.some((i) => i.nameEn === dishes.grillMain),
  );
  await api(page, 'POST', '/v1/kitchen/tickets/start', { ticketId: grillMains!.id });
  await expect(
    cart.getByRole('listitem', { name: dishes.grillMain }).locator('[data-kitchen-state=preparing]'),
  ).toHaveText('Preparing');

  // The kitchen finishes everything while the floor is on screen: it learns so from the events
  // stream, without a reload (the Arabic journey watches the till the same way).
  await page.goto('/admin/tables');
  const tile = page.getByRole('article', { name: k.table.name });
  await expect(tile.getByText('Occupied')).toBeVisible();
  await expect(tile.getByTestId('table-ready')).toHaveCount(0);
  await cookEverything(page, k, order.id);
  await expect(tile.getByTestId('table-ready')).toBeVisible();
  await shot(page, testInfo, 'floor-ready-en');

  await tile.getByRole('link', { name: `Open the order of ${k.table.name}` }).click();
  await expect(page.getByTestId('order-kitchen')).toHaveAttribute('data-status', 'ready');
  await expect(cart.locator('[data-kitchen-state=ready]')).toHaveCount(4);
  await shot(page, testInfo, 'pos-order-ready-en');
  await page.getByRole('button', { name: 'Open orders' }).click();
  const listed = page.getByRole('dialog', { name: 'Open orders' }).getByRole('button', {
    name: new RegExp(`Ticket #${order.ticketNumber}\\b`),
  });
  await expect(listed.getByText('Ready')).toBeVisible();
  await phoneSize(page);
  await shot(page, testInfo, 'open-orders-ready-en-phone');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Mark ticket #${order.ticketNumber} served` }).click();
  await expect(page.getByText(`Ticket #${order.ticketNumber} served`)).toBeVisible();
  await expect(page.getByTestId('order-kitchen')).toHaveAttribute('data-status', 'served');
  expect((await getOrder(page, order.id)).kitchenStatus).toBe('served');

  // A sent line taken off the order: the grill gets a void ticket for it.
  // A line's tools show once it is selected.
  await cart.getByRole('listitem', { name: dishes.grillMain }).getByText(dishes.grillMain).first().click();
  await cart.getByRole('button', { name: `Remove ${dishes.grillMain}` }).click();
  await cart.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();
  const voids = (await tickets(page, k.grill, order.id)).filter((t) => t.kind === 'void');
  expect(voids).toHaveLength(1);
  expect(voids[0]!.items.map((i) => [i.nameEn, i.state])).toEqual([[dishes.grillMain, 'void']]);
  expect(await dishesAt(page, k.cold, order.id)).toEqual([]);
});

test('in Arabic, a course is held at the till and fired later', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  const k = await setUpKitchen(page);
  const { dishes } = k;
  await page.goto('/ar/admin/pos');
  await dineInAt(page, k.table.name, { dineIn: 'محلي', choose: 'اختر طاولة', cart: 'الطلب' });
  const arabic = { grillStarter: 'أجنحة', grillMain: 'مشاوي' };
  const s = dishes.grillStarter.split(' ').at(-1)!;
  await searchAndAdd(page, 'ابحث في المنتجات', `${arabic.grillStarter} ${s}`);
  await searchAndAdd(page, 'ابحث في المنتجات', `${arabic.grillMain} ${s}`);
  const cart = page.getByRole('region', { name: 'الطلب' });
  const mains = cart.getByRole('group', { name: 'الأطباق الرئيسية' });
  await mains.getByRole('button', { name: 'علّق الأطباق الرئيسية عند الكاشير' }).click();
  await expect(mains.getByText('معلّق')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await cartShots(page, testInfo, 'pos-courses-ar', 'الطلب');
  await cart.getByRole('button', { name: 'إرسال', exact: true }).click();

  const { orders } = await api<{ orders: Order[] }>(
    page,
    'GET',
    `/v1/orders?tableId=${k.table.id}&perPage=1`,
  );
  const order = orders[0]!;
  await expect.poll(() => dishesAt(page, k.grill, order.id)).toEqual([dishes.grillStarter]);
  await page.goto(`/ar/admin/pos/${order.id}`);
  await expect(cart.getByRole('group', { name: 'المقبلات' }).getByText('أُرسل')).toBeVisible();
  await cartShots(page, testInfo, 'pos-courses-sent-ar', 'الطلب');
  await mains.getByRole('button', { name: 'أرسل الأطباق الرئيسية' }).click();
  await expect(mains.getByText('أُرسل')).toBeVisible();
  expect(await dishesAt(page, k.grill, order.id)).toEqual([dishes.grillMain, dishes.grillStarter].sort());
  await cookEverything(page, k, order.id);
  await expect(page.getByTestId('order-kitchen')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('order-kitchen').getByText('جاهز')).toBeVisible();
  await shot(page, testInfo, 'pos-order-ready-ar');
  await page.getByRole('button', { name: /^سجّل تقديم التذكرة/ }).click();
  await expect(page.getByTestId('order-kitchen')).toHaveAttribute('data-status', 'served');
});
