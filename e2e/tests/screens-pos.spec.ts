import { expect, test, type Page } from '@playwright/test';
import { api, expectNoOverflow, indicDigits, shot, signIn, stamp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Staff {
  id: number;
  name: string;
  pin: string;
}

interface HeldOrder {
  id: number;
  ticketNumber: number;
  userId: number | null;
  userName: string | null;
  lines: { nameEn: string; quantity: number }[];
}

const TILL = '/admin/screens/pos';

/** A staff member who takes orders, with a PIN, made by the owner through the API. */
async function staffWithPin(page: Page, name: string, pin: string): Promise<Staff> {
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  const roleId = roles.find((r) => r.name === 'cashier')?.id;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@till.test`;
  const { user } = await api<{ user: { id: number } }>(page, 'POST', '/v1/users/create', {
    name,
    email,
    password: 'Staff-pass-2026',
    roleId,
    locale: 'en',
    pin,
  });
  return { id: user.id, name, pin };
}

/** On the lock screen: tap the name, type the PIN (as given: any digits), unlock. */
async function unlock(page: Page, who: Staff, pin = who.pin, words = { unlock: 'Unlock' }) {
  const lock = page.getByTestId('till-lock');
  await expect(lock).toBeVisible();
  await lock.getByRole('button', { name: who.name }).click();
  await lock.locator('input[type=password]').fill(pin);
  await lock.getByRole('button', { name: words.unlock, exact: true }).click();
}

const tile = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, `) }).first();

/** Holds the cart and answers the held order's ticket number from the message. */
async function hold(page: Page, word = 'Hold'): Promise<number> {
  await page.getByRole('button', { name: word, exact: true }).click();
  const toast = page.locator('.mantine-Notification-root').last();
  await expect(toast).toContainText(/\d+/);
  const ticket = Number((await toast.innerText()).replace(/[^\d]/g, ''));
  await toast.locator('button').click();
  return ticket;
}

async function heldOrder(page: Page, ticket: number): Promise<HeldOrder> {
  const { orders } = await api<{ orders: HeldOrder[] }>(page, 'GET', '/v1/orders?type=hold&perPage=20');
  const order = orders.find((o) => o.ticketNumber === ticket);
  if (!order) throw new Error(`no held order with ticket ${ticket}`);
  return order;
}

test('shared till: two staff switch by PIN, each cart is kept, each order records who took it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const s = stamp();
  const amal = await staffWithPin(page, `Amal ${s}`, '1357');
  const badr = await staffWithPin(page, `Badr ${s}`, '2468');

  await page.goto(TILL);
  // Each staff member's turn opens its own events stream: a lock closes the last one at once.
  const streams: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/v1/events' && streams.push(r.url())));
  // The owner who opened it is told the till signed them out.
  await expect(page.getByTestId('till-signed-out')).toContainText('you are signed out on this device');
  await shot(page, testInfo, 'till-lock-en');
  // A wrong PIN says so and unlocks nothing.
  await unlock(page, amal, '0000');
  await expect(page.getByText('The PIN is incorrect.')).toBeVisible();
  await page.locator('input[type=password]').fill(amal.pin);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByTestId('till-user')).toHaveText(amal.name);

  // Amal starts a sale and hands over without finishing it.
  await tile(page, 'Hummus').click();
  await expect(page.getByText('Items: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Lock' }).click();

  await unlock(page, badr);
  await expect(page.getByTestId('till-user')).toHaveText(badr.name);
  await expect.poll(() => streams.length).toBe(2);
  await expect(page.getByText('Tap a product to add it.')).toBeVisible();
  await tile(page, 'Falafel Wrap').click();
  const badrTicket = await hold(page);
  await page.getByRole('button', { name: 'Lock' }).click();

  // Amal's Hummus is still in her cart, and the lock screen says she has a sale waiting.
  await expect(page.getByRole('button', { name: `${amal.name}, Sale in progress` })).toBeVisible();
  await expect(page.getByRole('button', { name: badr.name, exact: true })).toBeVisible();
  await unlock(page, amal);
  await expect(page.getByTestId('till-user')).toHaveText(amal.name);
  await expect(page.getByText('Items: 1')).toBeVisible();
  const amalTicket = await hold(page);

  await page.getByRole('button', { name: 'Open orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open orders' });
  await expect(dialog.getByRole('button', { name: new RegExp(`Ticket #${badrTicket}\\b`) })).toContainText(
    `Taken by ${badr.name}`,
  );
  await expect(dialog.getByRole('button', { name: new RegExp(`Ticket #${amalTicket}\\b`) })).toContainText(
    `Taken by ${amal.name}`,
  );
  await shot(page, testInfo, 'till-open-orders-en');
  await page.keyboard.press('Escape');

  // The owner reads both orders: each in the name of who took it.
  await signIn(page);
  const byBadr = await heldOrder(page, badrTicket);
  const byAmal = await heldOrder(page, amalTicket);
  expect(byBadr).toMatchObject({ userId: badr.id, userName: badr.name });
  expect(byBadr.lines).toEqual([expect.objectContaining({ nameEn: 'Falafel Wrap', quantity: 1 })]);
  expect(byAmal).toMatchObject({ userId: amal.id, userName: amal.name });
  expect(byAmal.lines).toEqual([expect.objectContaining({ nameEn: 'Hummus', quantity: 1 })]);
  await page.goto(`/admin/sales/order/${byBadr.id}`);
  await expect(page.getByText('Taken by', { exact: true })).toBeVisible();
  await expect(page.getByText(badr.name, { exact: true }).first()).toBeVisible();
});

/** GET /v1/auth/me from the page itself, with whatever cookie the device holds. */
const meStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/v1/auth/me', { credentials: 'include' })).status);

test('shared till: a locked till holds no session, so Back and /admin meet the sign-in page', async ({
  page,
}, testInfo) => {
  // A device that never showed the till cannot list the staff: someone signs in once.
  await page.goto(TILL);
  const lock = page.getByTestId('till-lock');
  await expect(lock.getByText('Set up this till')).toBeVisible();
  await lock.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);

  await signIn(page);
  const s = stamp();
  const eman = await staffWithPin(page, `Eman ${s}`, '4826');
  await page.goto('/admin/users');
  await expect(page.getByText(eman.name)).toBeVisible();
  // Opening the till hands the device over: the owner's session is closed once the staff are read.
  await page.goto(TILL);
  await expect(lock.getByRole('button', { name: eman.name })).toBeVisible();
  await expect.poll(() => meStatus(page)).toBe(401);

  await unlock(page, eman);
  await expect(page.getByTestId('till-user')).toHaveText(eman.name);
  expect(await meStatus(page)).toBe(200);
  await tile(page, 'Hummus').click();
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(lock).toBeVisible();
  await expect.poll(() => meStatus(page)).toBe(401);

  // Back (to the owner's users page) and a typed /admin URL: the sign-in page, no one's data.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(eman.name)).toHaveCount(0);
  await expect(page.locator('input[type=password]')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(eman.name)).toHaveCount(0);

  // Signed out, the till still opens on its lock screen, in either language, and unlocks again.
  await page.goto(TILL);
  await expect(lock.getByRole('button', { name: `${eman.name}, Sale in progress` })).toBeVisible();
  await shot(page, testInfo, 'till-lock-signed-out-en');
  await lock.getByText('العربية').click();
  await expect(page).toHaveURL(/\/ar\/admin\/screens\/pos$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'من على نقطة البيع؟' })).toBeVisible();
  await expect(lock.getByRole('link', { name: 'لوحة الإدارة' })).toBeVisible();
  await shot(page, testInfo, 'till-lock-signed-out-ar');
  await lock.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Who is at the till?' })).toBeVisible();
  await unlock(page, eman);
  await expect(page.getByTestId('till-user')).toHaveText(eman.name);
  await expect(page.getByText('Items: 1')).toBeVisible();

  // The lock screen's way out goes through the normal sign-in.
  await page.getByRole('button', { name: 'Lock' }).click();
  await lock.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin/);
});

test('shared till: locks itself after pos_lock_minutes without a touch', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  const { settings } = await api<{ settings: { key: string; value: string }[] }>(page, 'GET', '/v1/settings');
  const minutes = Number(settings.find((x) => x.key === 'pos_lock_minutes')?.value);
  expect(minutes).toBeGreaterThan(0);
  const dana = await staffWithPin(page, `Dana ${stamp()}`, '9753');

  await page.goto(TILL);
  await unlock(page, dana);
  await expect(page.getByTestId('till-user')).toHaveText(dana.name);
  await page.clock.runFor((minutes * 60 - 5) * 1000);
  await expect(page.getByTestId('till-user')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('till-lock')).toBeVisible();
  await expect(page.getByTestId('till-user')).toHaveCount(0);
  // Locked by the clock, as by the button: the session is closed.
  await expect.poll(() => meStatus(page)).toBe(401);
});

test('shared till in Arabic: unlocked with Arabic-Indic digits, the order in the taker’s name', async ({
  page,
}, testInfo) => {
  await signIn(page, '/ar');
  const hana = await staffWithPin(page, `Hana ${stamp()}`, '8642');
  for (const [size, viewport] of Object.entries({
    phone: { width: 390, height: 844 },
    desktop: { width: 1366, height: 768 },
    screen: { width: 1920, height: 1080 },
  })) {
    await page.setViewportSize(viewport);
    await page.goto(`/ar${TILL}`);
    await expect(page.getByTestId('till-lock')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'من على نقطة البيع؟' })).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, testInfo, `till-lock-ar-${size}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await unlock(page, hana, indicDigits(hana.pin, 'arabic'), { unlock: 'فتح' });
  await expect(page.getByTestId('till-user')).toHaveText(hana.name);
  await tile(page, 'حمص').click();
  const ticket = await hold(page, 'تعليق');
  await page.getByRole('button', { name: 'الطلبات المفتوحة' }).click();
  await expect(page.getByRole('dialog')).toContainText(`أخذه ${hana.name}`);
  await shot(page, testInfo, 'till-open-orders-ar');
  await page.keyboard.press('Escape');
  await signIn(page, '/ar');
  expect(await heldOrder(page, ticket)).toMatchObject({ userId: hana.id, userName: hana.name });
});
