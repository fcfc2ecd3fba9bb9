// Takes the README's pictures from a running Cashier with the demo restaurant, in Debian's Chromium:
//   BASE=http://127.0.0.1:3000 EMAIL=… PASSWORD=… npx node scripts/readme-screenshots.mjs
// It opens two dine-in orders (sent to the kitchen), then shoots the products screen, the till and
// the kitchen display into docs/. Run it on a fresh demo database: the orders it opens stay open.
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const credentials = { email: process.env.EMAIL, password: process.env.PASSWORD };
if (!credentials.email || !credentials.password) {
  console.error('Set EMAIL and PASSWORD to an owner account of the running Cashier.');
  process.exit(1);
}
const docs = path.resolve(import.meta.dirname, '../docs');
const WRITE = { 'X-Requested-With': 'cashier' };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });

async function call(method, url, data) {
  const response = await context.request.fetch(url, { method, data, headers: WRITE });
  if (!response.ok())
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

await call('POST', '/v1/auth/login', credentials);
const { products } = await call('GET', '/v1/products?perPage=100');
const { tables } = await call('GET', '/v1/tables?perPage=100');
const dish = (name) => products.find((p) => p.nameEn === name).id;
const dishes = [
  ['Hummus', 2],
  ['Fattoush', 1],
  ['Shish Tawook', 2],
  ['Mixed Grill', 1],
  ['Lamb Chops', 1],
  ['Kunafa', 2],
];
const orders = [];
for (const [index, table] of tables.slice(0, 2).entries()) {
  const lines = dishes
    .slice(index * 2, index * 2 + 4)
    .map(([name, quantity]) => ({ productId: dish(name), quantity }));
  const { order } = await call('POST', '/v1/orders/create', {
    type: 'pos',
    tableId: table.id,
    guests: 3,
    lines,
  });
  orders.push(order[0]);
}

const page = await context.newPage();
async function shoot(url, file, ready) {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(docs, file) });
  console.log(`docs/${file}`);
}
await shoot('/admin/products', 'screenshot.png', 'table tbody tr');
await shoot(`/admin/pos/${orders[0].id}`, 'screenshot-till.png', '[data-testid="line-total"]');
await page.setViewportSize({ width: 1920, height: 1080 });
await shoot('/admin/screens/kitchen', 'screenshot-kitchen.png', '[data-ticket-id]');
await browser.close();
