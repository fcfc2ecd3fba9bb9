import { expect, test, type Page, type Request } from '@playwright/test';
import { api, sellableProducts, signIn } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/*
 * Issue 27.6, no double refetch: the till that saves an order already has the server's answer, so
 * neither its own save nor the events stream's echo of it may read that order again; another
 * device, which has no answer, still hears of the change and refreshes.
 */

interface Product {
  id: number;
  categoryId: number;
  nameEn: string;
  active: boolean;
  barcode: string | null;
}

/** The GET requests a page makes, by what they read, from the moment `start` is called. */
function countReads(page: Page, orderId: () => number | null) {
  let counting = false;
  const reads = { order: 0, tables: 0, dashboard: 0 };
  page.on('request', (request: Request) => {
    if (!counting || request.method() !== 'GET') return;
    const { pathname } = new URL(request.url());
    const id = orderId();
    if (id !== null && pathname === `/v1/orders/${id}`) reads.order++;
    else if (pathname.startsWith('/v1/tables')) reads.tables++;
    else if (pathname === '/v1/reports/dashboard') reads.dashboard++;
  });
  return {
    reads,
    start: () => (counting = true),
  };
}

/** Resolves once the page's events stream is live (the server answers its headers once subscribed). */
const streamLive = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/events' && r.status() === 200);

test('a saved order is not read again by the till that saved it; another device refreshes', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const product = (await sellableProducts<Product>(page)).find((p) => p.barcode);
  if (!product) throw new Error('the demo restaurant has no sellable product');

  // An order sent from the till for a table, then continued there: the till reads the order and
  // the floor while they are on screen.
  const { table } = await api<{ table: { id: number; name: string } }>(page, 'POST', '/v1/tables/create', {
    name: `Refetch ${Date.now().toString(36).slice(-5)}`,
    seats: 2,
  });
  await page.goto('/admin/pos');
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await page.getByRole('region', { name: 'Order' }).getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: 'Dine-in', exact: true }).click();
  await page.getByRole('button', { name: 'Choose a table' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${table.name}`) })
    .click();
  await expect(page.getByRole('button', { name: table.name, exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^${product.nameEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/Order sent: ticket #\d+/)).toBeVisible();
  const { orders } = await api<{ orders: { id: number }[] }>(
    page,
    'GET',
    `/v1/orders?tableId=${table.id}&perPage=1`,
  );
  const orderId = orders[0]!.id;

  const till = countReads(page, () => orderId);
  const tillStream = streamLive(page);
  await page.goto(`/admin/pos/${orderId}`);
  await tillStream;
  // At a table the lines are grouped by course, a list each, inside the order region.
  const lines = page.getByRole('region', { name: 'Order' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);

  // Another device: the dashboard in its own browser context (its own session and stream).
  const other = await browser.newContext();
  const device = await other.newPage();
  await signIn(device);
  const deviceStream = streamLive(device);
  await device.goto('/admin');
  await deviceStream;
  const elsewhere = countReads(device, () => orderId);

  // Add an item and save: the sale completed with a card.
  await page.getByRole('button', { name: `One more ${product.nameEn}` }).click();
  await expect(lines.getByTestId('line-quantity')).toHaveText('2');
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/orders/update') till.start();
  });
  elsewhere.start();
  await page.keyboard.press('F4');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Card', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByTestId('invoice-number')).toBeVisible();

  // The other device hears of it and reads the day's figures again.
  await expect.poll(() => elsewhere.reads.dashboard, { timeout: 10_000 }).toBeGreaterThan(0);
  // Then a change from elsewhere that the till must reload (a setting; an unchanged value writes no
  // event): once it reloads the settings, the stream has brought it everything before, the save's
  // echo too, in order.
  const sentinel = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/settings');
  await api(device, 'PUT', '/v1/settings/update', { values: { receipt_footer: `Thanks ${Date.now()}` } });
  await sentinel;
  console.log(
    `after the save: till ${JSON.stringify(till.reads)}, other device ${JSON.stringify(elsewhere.reads)}`,
  );
  expect(till.reads.order, 'reads of the saved order by the till that saved it').toBe(0);
  // Each list the save moves is read at most once (its own reload), never again for the echo.
  expect(till.reads.tables).toBeLessThanOrEqual(1);
  expect(till.reads.dashboard).toBeLessThanOrEqual(1);
  await other.close();
});
