import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, settle, shot, signIn } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/**
 * The till at a desk: at 1366×768 and 1024×768, in English and Arabic, with a dine-in order of
 * seven lines, no button, chip or badge is cut (text cut to "…" counts) or sticks out of its
 * panel, the last category can be reached, and at 1366×768 six lines show at once. The phone
 * layout (390×844) keeps its cart sheet whole too.
 */

const SIZES = {
  desktop: { width: 1366, height: 768 },
  small: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

const WORDS = {
  en: { cart: 'Order', lines: 'Order lines', categories: 'Categories', dineIn: 'Dine-in' },
  ar: { cart: 'الطلب', lines: 'أصناف الطلب', categories: 'الفئات', dineIn: 'محلي' },
} as const;

/** Screenshots for the before and after, when TILL_SHOTS names a folder. */
const SHOTS = process.env.TILL_SHOTS;

interface Catalog {
  products: { id: number; modifierGroupIds: number[] }[];
}

/** Products that go on the order with one tap (no options to choose). */
async function plainProducts(page: Page, count: number): Promise<number[]> {
  const catalog = await api<Catalog>(page, 'GET', '/v1/pos/catalog');
  const ids = catalog.products.filter((p) => p.modifierGroupIds.length === 0).map((p) => p.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/**
 * Every button, chip, badge and input inside `scope` that is cut: its text or content wider than
 * its box (scrollWidth > clientWidth, an ellipsis included), or its box sticking out of the panel
 * that clips it. Controls inside a row that scrolls sideways are checked against nothing but
 * themselves (the row scrolls them into view).
 */
function clippedControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>(
        'button, [role="button"], a[href], .mantine-Badge-root, input, select',
      ),
    );
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 40)}"`;
    const hides = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    };
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[aria-hidden="true"]')) continue;
      // The control or anything in it showing less than its content.
      for (const el of [control, ...Array.from(control.querySelectorAll<HTMLElement>('*'))]) {
        if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && hides(el)) {
          found.push(`${name(control)} is cut (${el.scrollWidth}px in ${el.clientWidth}px)`);
          break;
        }
      }
      // The control beyond the edge of the box that clips it (unless that box scrolls sideways).
      let parent = control.parentElement;
      let scrolled = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') {
          scrolled = style.overflowX === 'auto' || style.overflowX === 'scroll';
          const edge = parent.getBoundingClientRect();
          if (!scrolled && (box.left < edge.left - 1 || box.right > edge.right + 1))
            found.push(`${name(control)} sticks out of its panel`);
          break;
        }
        parent = parent.parentElement;
      }
      if (!scrolled && (box.left < -1 || box.right > document.documentElement.clientWidth + 1))
        found.push(`${name(control)} is outside the window`);
    }
    return found;
  });
}

/** The last category chip can be reached: the row wraps, or it scrolls with an arrow that shows more. */
async function expectLastCategoryReachable(page: Page, locale: 'en' | 'ar'): Promise<void> {
  const row = page.getByRole('group', { name: WORDS[locale].categories });
  const last = row.getByRole('button').last();
  const inside = () =>
    last.evaluate((chip) => {
      const r = chip.getBoundingClientRect();
      const box = chip.parentElement!.getBoundingClientRect();
      // A scroll position is whole pixels while chips are not: the end may leave a fraction hidden.
      return r.left >= box.left - 2 && r.right <= box.right + 2;
    });
  if (await inside()) return;
  // Out of sight: an arrow must say there is more, and take the row there.
  const ahead = page.getByTestId('categories-ahead');
  await expect(ahead, 'a category is out of sight with no sign of it').toBeVisible();
  await expect(async () => {
    if (!(await inside()) && (await ahead.isVisible())) await ahead.click();
    expect(await inside(), 'the arrow does not reach the last category').toBe(true);
  }).toPass({ timeout: 15_000 });
  await expect(ahead).toBeHidden();
  await expect(page.getByTestId('categories-back')).toBeVisible();
}

/** How many of the cart's lines are wholly in view in its scrolling list (by course or not). */
function linesInView(cart: Locator, locale: 'en' | 'ar'): Promise<number> {
  return cart
    .locator(`[aria-label="${WORDS[locale].lines}"]`)
    .first()
    .evaluate((scroller) => {
      const view = scroller.getBoundingClientRect();
      return Array.from(scroller.querySelectorAll('[role="listitem"]')).filter((line) => {
        const r = line.getBoundingClientRect();
        return r.top >= view.top - 1 && r.bottom <= view.bottom + 1;
      }).length;
    });
}

async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await shot(page, testInfo, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A dine-in sale of seven lines, chosen through the sale's kind in the cart's head. */
async function dineInOfSeven(page: Page, cart: Locator, locale: 'en' | 'ar'): Promise<void> {
  await cart.getByTestId('sale-mode').click();
  await page.getByRole('menuitem', { name: WORDS[locale].dineIn, exact: true }).click();
  await expect(cart.getByTestId('sale-mode')).toHaveAttribute('data-mode', 'dine-in');
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  for (const size of ['desktop', 'small'] as const satisfies readonly Size[]) {
    test(`the till fits ${SIZES[size].width}×${SIZES[size].height} in ${locale}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(SIZES[size]);
      await signIn(page, prefix);
      const ids = await plainProducts(page, 7);
      await page.goto(`${prefix}/admin/pos`);
      await expect(page.locator('[data-product-id]').first()).toBeVisible();
      const cart = page.getByRole('region', { name: WORDS[locale].cart });
      await dineInOfSeven(page, cart, locale);
      for (const id of ids) await page.locator(`[data-product-id="${id}"]`).click();
      await expect(cart.getByRole('listitem')).toHaveCount(7);
      await settle(page);
      await keep(page, testInfo, `till-${locale}-${size}`);

      expect(await clippedControls(page.locator('main'))).toEqual([]);
      await expectLastCategoryReachable(page, locale);
      if (size === 'desktop') expect(await linesInView(cart, locale)).toBeGreaterThanOrEqual(6);
      await keep(page, testInfo, `till-${locale}-${size}-categories-end`);
    });
  }

  test(`the till's phone layout keeps its cart whole in ${locale}`, async ({ page }, testInfo) => {
    await page.setViewportSize(SIZES.phone);
    await signIn(page, prefix);
    const ids = await plainProducts(page, 7);
    await page.goto(`${prefix}/admin/pos`);
    await expect(page.locator('[data-product-id]').first()).toBeVisible();
    for (const id of ids) await page.locator(`[data-product-id="${id}"]`).click();
    expect(await clippedControls(page.locator('main'))).toEqual([]);
    await expectLastCategoryReachable(page, locale);
    await keep(page, testInfo, `till-${locale}-phone`);
    await page.getByTestId('open-cart').click();
    const cart = page.getByRole('dialog').getByRole('region', { name: WORDS[locale].cart });
    await dineInOfSeven(page, cart, locale);
    await expect(cart.getByRole('listitem')).toHaveCount(7);
    await settle(page);
    expect(await clippedControls(page.getByRole('dialog'))).toEqual([]);
    await keep(page, testInfo, `till-${locale}-phone-cart`);
  });
}
