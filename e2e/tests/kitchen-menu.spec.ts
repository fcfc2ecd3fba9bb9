import { expect, test, type Page } from '@playwright/test';
import { api, checkLayouts, shot, signIn, stamp } from '../support/index.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Station {
  id: number;
  nameEn: string;
  nameAr: string;
  active: boolean;
}
interface Category {
  id: number;
  nameEn: string;
  stationId: number | null;
}
interface Product {
  id: number;
  nameEn: string;
  stationId: number | null;
  prepMinutes: number | null;
  course: number | null;
}
interface ModifierGroup {
  id: number;
  nameEn: string;
  minSelect: number;
  maxSelect: number;
  productIds: number[];
  modifiers: { nameEn: string; nameAr: string; price: number; active: boolean }[];
}

const stations = async (page: Page) =>
  (await api<{ stations: Station[] }>(page, 'GET', '/v1/stations')).stations;

/** A category and a product of its own, so the run never depends on (or changes) the demo menu. */
async function menuOf(page: Page, s: string): Promise<{ category: Category; product: Product }> {
  const { category } = await api<{ category: Category }>(page, 'POST', '/v1/categories/create', {
    nameEn: `Noodles ${s}`,
    nameAr: `نودلز ${s}`,
  });
  const { products } = await api<{ products: Product[] }>(page, 'POST', '/v1/products/create', {
    categoryId: category.id,
    nameEn: `Pad thai ${s}`,
    nameAr: `باد تاي ${s}`,
    price: 3200,
  });
  return { category, product: products[0]! };
}

test('a station, a category routed to it, a product’s station, prep time, course and modifiers', async ({
  page,
}, testInfo) => {
  const s = stamp();
  await signIn(page);
  const { category, product } = await menuOf(page, s);

  // The demo kitchen's stations are listed; a new one is added from the Products menu group.
  const products = page.getByRole('navigation').getByRole('button', { name: 'Products', exact: true });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation').getByRole('link', { name: 'Kitchen stations' }).click();
  await expect(page).toHaveURL(/\/admin\/stations$/);
  await expect(page.getByRole('cell', { name: 'Grill', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New station' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('English name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('English name').fill(`Wok ${s}`);
  await page.getByLabel('Arabic name').fill(`ووك ${s}`);
  await page.getByLabel('Sort order').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/stations$/);
  await expect(page.getByRole('cell', { name: `Wok ${s}`, exact: true })).toBeVisible();
  const wok = (await stations(page)).find((x) => x.nameEn === `Wok ${s}`)!;
  expect(wok).toMatchObject({ nameAr: `ووك ${s}`, active: true });

  // The same name again is refused on its field.
  await page.getByRole('link', { name: 'New station' }).click();
  await page.getByLabel('English name').fill(`Wok ${s}`);
  await page.getByLabel('Arabic name').fill(`آخر ${s}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Another station already has this name', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The category sends its dishes to the new station.
  await page.goto(`/admin/categories/edit/${category.id}`);
  await page.getByLabel('Kitchen station').selectOption({ label: `Wok ${s}` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const { categories } = await api<{ categories: Category[] }>(page, 'GET', '/v1/categories');
  expect(categories.find((c) => c.id === category.id)?.stationId).toBe(wok.id);

  // The product says "as its category (Wok)" until it is sent elsewhere, with its time and course.
  await page.goto(`/admin/products/edit/${product.id}`);
  const station = page.getByLabel('Kitchen station');
  await expect(station.locator('option:checked')).toHaveText(`As its category (Wok ${s})`);
  await station.selectOption({ label: 'Grill' });
  await page.getByLabel('Preparation minutes').fill('300');
  await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Mains' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter whole minutes from 0 to 240')).toBeVisible();
  await page.getByLabel('Preparation minutes').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  // Newest first: the product's row names its own station; the demo's name theirs via the category.
  await expect(page.locator('table tbody tr').first()).toContainText(`Pad thai ${s}`);
  await expect(page.locator('table tbody tr').first()).toContainText('Grill');
  await expect(page.locator('table tbody tr').first()).not.toContainText('via category');
  await shot(page, testInfo, 'products-list-en');
  const grill = (await stations(page)).find((x) => x.nameEn === 'Grill')!;
  const saved = await api<{ products: Product[] }>(page, 'GET', `/v1/products?ids=${product.id}`);
  expect(saved.products[0]).toMatchObject({ stationId: grill.id, prepMinutes: 12, course: 2 });

  // A modifier group with two options, made in the product's page.
  await page.goto(`/admin/products/edit/${product.id}`);
  await expect(page.getByLabel('Preparation minutes')).toHaveValue('12');
  await expect(page.getByText('This product offers no modifier groups.')).toBeVisible();
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New modifier group' });
  await dialog.getByLabel('English name').fill(`Spice ${s}`);
  await dialog.getByLabel('Arabic name').fill(`الحرارة ${s}`);
  await dialog.getByLabel('Choose at least').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must not be more than “Choose at most”')).toBeVisible();
  await dialog.getByLabel('Choose at least').fill('1');
  await dialog.getByLabel('Option name in English').nth(0).fill('Mild');
  await dialog.getByLabel('Option name in Arabic').nth(0).fill('خفيف');
  await dialog.getByLabel('Option name in English').nth(1).fill('Extra hot');
  await dialog.getByLabel('Option name in Arabic').nth(1).fill('حار جدًا');
  await dialog
    .getByLabel(/Extra price/)
    .nth(1)
    .fill('1.50');
  await shot(page, testInfo, 'modifier-group-dialog-en');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('modifier-group');
  await expect(card).toContainText(`Spice ${s}`);
  await expect(card).toContainText('Required');
  await expect(card).toContainText('Extra hot +');

  const { modifierGroups } = await api<{ modifierGroups: ModifierGroup[] }>(
    page,
    'GET',
    '/v1/modifier-groups',
  );
  const group = modifierGroups.find((g) => g.nameEn === `Spice ${s}`)!;
  expect(group).toMatchObject({ minSelect: 1, maxSelect: 1, productIds: [product.id] });
  expect(group.modifiers.map((m) => [m.nameEn, m.nameAr, m.price, m.active])).toEqual([
    ['Mild', 'خفيف', 0, true],
    ['Extra hot', 'حار جدًا', 150, true],
  ]);
  await checkLayouts(page, testInfo, `/admin/products/edit/${product.id}`, 'product-form', async (p) => {
    await expect(p.getByTestId('modifier-group')).toBeVisible();
  });

  // Stop offering it here: the group stays, the product no longer lists it.
  await page.getByRole('button', { name: 'Remove from this product' }).click();
  await expect(page.getByText('This product offers no modifier groups.')).toBeVisible();
  const after = await api<{ modifierGroups: ModifierGroup[] }>(page, 'GET', '/v1/modifier-groups');
  expect(after.modifierGroups.find((g) => g.id === group.id)?.productIds).toEqual([]);

  await checkLayouts(page, testInfo, '/admin/stations', 'stations', async (p) => {
    await expect(p.getByRole('cell', { name: `Wok ${s}`, exact: true }).first()).toBeVisible();
  });
});

test('Arabic: the stations page in Arabic, with its refusals in Arabic', async ({ page }, testInfo) => {
  const s = stamp();
  await signIn(page, '/ar');
  await page.goto('/ar/admin/stations');
  await expect(page.getByRole('heading', { name: 'محطات المطبخ' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'مشاوي', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'محطة جديدة' }).click();
  await page.getByLabel('الاسم بالإنجليزية').fill(`Tandoor ${s}`);
  await page.getByLabel('الاسم بالعربية').fill('مشاوي');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('لمحطة أخرى الاسم نفسه', { exact: true })).toBeVisible();
  await page.getByLabel('الاسم بالعربية').fill(`تنور ${s}`);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/stations$/);
  await expect(page.getByRole('cell', { name: `تنور ${s}`, exact: true })).toBeVisible();

  // Deleting asks first, saying what stops routing there.
  const row = page.getByRole('row', { name: new RegExp(`تنور ${s}`) });
  await row.getByRole('button', { name: /حذف/ }).click();
  await expect(page.getByRole('dialog')).toContainText('لن تُرسل أصنافها ومنتجاتها');
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('cell', { name: `تنور ${s}`, exact: true })).toBeHidden();
  expect((await stations(page)).some((x) => x.nameEn === `Tandoor ${s}`)).toBe(false);

  await checkLayouts(
    page,
    testInfo,
    '/admin/stations',
    'stations',
    async (p) => {
      await expect(p.getByRole('cell', { name: 'مشاوي', exact: true })).toBeVisible();
    },
    'ar',
  );
  const { product } = await menuOf(page, s);
  await checkLayouts(
    page,
    testInfo,
    `/admin/products/edit/${product.id}`,
    'product-form',
    async (p) => {
      await expect(p.getByLabel('محطة المطبخ')).toBeVisible();
    },
    'ar',
  );
});

test('general settings: the kitchen times, late after amber on the form and on the server', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/settings/general');
  const warn = page.getByLabel('Ticket turns amber after (minutes)');
  const late = page.getByLabel('Ticket turns red after (minutes)');
  await expect(warn).toHaveValue('8');
  await expect(late).toHaveValue('15');
  await warn.fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be more than the amber minutes.')).toBeVisible();
  await expect(late).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'settings-kitchen-en');

  await late.fill('25');
  await page.getByLabel('Show each item in both languages on kitchen screens').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const { settings } = await api<{ settings: { key: string; value: string }[] }>(page, 'GET', '/v1/settings');
  const value = (key: string) => settings.find((x) => x.key === key)?.value;
  expect([value('kitchen_warn_minutes'), value('kitchen_late_minutes')]).toEqual(['20', '25']);
  expect(value('kitchen_both_languages')).toBe('true');

  // The server keeps the rule for any other client, in the asker's language.
  const refused = await page.request.put('/v1/settings/update', {
    headers: { 'X-Requested-With': 'cashier', 'Accept-Language': 'ar' },
    data: { values: { kitchen_late_minutes: '10' } },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.fields.kitchen_late_minutes).toBe(
    'يجب أن تكون أكثر من دقائق التنبيه (20)',
  );
  // Back to the seeded times, so other specs see the demo as it was.
  await api(page, 'PUT', '/v1/settings/update', {
    values: { kitchen_warn_minutes: '8', kitchen_late_minutes: '15', kitchen_both_languages: 'false' },
  });
});
