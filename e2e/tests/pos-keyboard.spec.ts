import { expect, test, type Page } from '@playwright/test';
import { api, signIn } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface CatalogProduct {
  nameEn: string;
  modifierGroupIds: number[];
}

/** A product the till adds with one tap (no options to choose first). */
async function plainProduct(page: Page): Promise<CatalogProduct> {
  const { products } = await api<{ products: CatalogProduct[] }>(page, 'GET', '/v1/pos/catalog');
  const plain = products.find((p) => p.modifierGroupIds.length === 0);
  if (!plain) throw new Error('the demo menu has no product without options');
  return plain;
}

/**
 * A person's key press: held 80 ms, so the next one comes more than 60 ms later, as a person types
 * (a barcode scanner's keys come faster, and the till does not take those for shortcuts).
 */
const press = (page: Page, key: string) => page.keyboard.press(key, { delay: 80 });

test('pos: the keyboard: + and − change the selected line, Delete removes it, / and F2 search, ? lists the shortcuts', async ({
  page,
}) => {
  await signIn(page);
  const product = await plainProduct(page);
  await page.goto('/admin/pos');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(product.nameEn);
  await page.locator('[data-product-id]').filter({ hasText: product.nameEn }).first().click();
  const lines = page.getByRole('list', { name: 'Order lines' });
  const quantity = lines.getByTestId('line-quantity');
  await expect(quantity).toHaveText('1');

  // The tile keeps the focus, outside any field: the shortcuts work on the line just added.
  await press(page, '+');
  await expect(quantity).toHaveText('2');
  await press(page, '='); // the same key without Shift
  await expect(quantity).toHaveText('3');
  await press(page, '-');
  await expect(quantity).toHaveText('2');

  // In a field the keys are text, not shortcuts.
  await press(page, '/');
  await expect(search).toBeFocused();
  await press(page, '+');
  await expect(search).toHaveValue(`${product.nameEn}+`);
  await expect(quantity).toHaveText('2');

  await search.evaluate((box) => box.blur());
  await press(page, 'F2');
  await expect(search).toBeFocused();
  await search.evaluate((box) => box.blur());

  await press(page, '?');
  const help = page.getByText('Keyboard shortcuts');
  await expect(help).toBeVisible();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeHidden();

  await press(page, 'Delete');
  await expect(lines.getByRole('listitem')).toHaveCount(0);
});
