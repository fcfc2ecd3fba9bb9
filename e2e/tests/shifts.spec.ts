import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  api,
  expectNoOverflow,
  indicDigits,
  money,
  settle,
  shot,
  signIn,
  stamp,
  VIEWPORTS,
} from '../support/index';
import { createPrinter, deletePrinters, fakePrinter } from '../support/printers.ts';
import {
  createStaff,
  dayText,
  escape,
  payOut,
  PIN,
  sell,
  sellable,
  sellOpeningShift,
  shots,
  signInAs,
  WORDS,
  type Locale,
  type Product,
} from '../support/shifts.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/*
 * The till's day, in English and in Arabic: the till shows its business day; cash with no shift
 * open makes the till offer one, whose float is counted there before the sale completes; one
 * order is sold by card, cash is paid out (in English by a cashier, above the pay-out limit, so a
 * manager approves it with their PIN, after a pay-out above the drawer is refused), and the shift
 * closes counted short (the cashier's shortage is above the limit too; the cashier counts blind, the
 * restaurant's default, so their X report and count show no expected cash, and the closing report
 * tells expected and short; the owner, in Arabic, sees it while counting); then the day closes, its Z
 * report shows the shortage, and the till says the day has a Z.
 *
 * Cash needs a shift here only: the e2e global setup turns `cash_needs_shift` off for the other
 * specs, and this one turns it on and back off.
 *
 * Each language's run puts the restaurant in its own time zone (25 hours apart, so never the
 * same business date), so each Z holds its own run's day; the original zone comes back afterwards.
 */

const ZONES: Record<Locale, string> = { en: 'Pacific/Kiritimati', ar: 'Pacific/Pago_Pago' };
const FLOAT = 20_000; // SAR 200.00
const PAY_OUT = 1_500; // SAR 15.00
const PAY_OUT_LIMIT = 1_000; // SAR 10.00: the cashier's pay-out of SAR 15.00 needs a manager

/**
 * The X report: the drawer should hold the float, plus the cash sale, less the pay-out. A cashier
 * counts blind (the restaurant's default): their X report shows none of it until the close.
 */
async function xReport(
  page: Page,
  locale: Locale,
  expected: number,
  testInfo: TestInfo,
  blind: boolean,
): Promise<void> {
  const w = WORDS[locale];
  await page.getByRole('button', { name: w.menu }).click();
  await page.getByRole('menuitem', { name: w.xReport }).click();
  const dialog = page.getByRole('dialog', { name: w.xReport });
  if (blind) {
    await expect(dialog.getByTestId('shift-blind')).toBeVisible();
    await expect(dialog.getByTestId('figure-expected')).toHaveCount(0);
    await expect(dialog).not.toContainText(await money(page, expected, 'SAR', locale));
    await shots(page, testInfo, `shift-x-report-blind-${locale}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog.getByTestId('figure-expected')).toContainText(
    await money(page, expected, 'SAR', locale),
  );
  await expect(dialog.getByTestId('figure-pay-outs')).toContainText(
    await money(page, -PAY_OUT, 'SAR', locale),
  );
  await expect(dialog.getByTestId('method-card')).toBeVisible();
  await expect(dialog.getByTestId('method-cash')).toBeVisible();
  await shots(page, testInfo, `shift-x-report-${locale}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Counts the drawer `short` below what it should hold: in English as one amount, in Arabic note by
 * note (the count is whole riyals, in notes, typed in Arabic digits); the shortage shows live,
 * unless the count is blind (a cashier's): then only the count shows, and the closing report
 * tells expected and short.
 */
async function countShort(
  page: Page,
  locale: Locale,
  counted: number,
  short: number,
  testInfo: TestInfo,
  blind: boolean,
) {
  const w = WORDS[locale];
  await page.getByRole('button', { name: w.menu }).click();
  await page.getByRole('menuitem', { name: w.closeShift }).click();
  const dialog = page.getByRole('dialog', { name: w.closeShift });
  if (locale === 'en') {
    await dialog.getByText(w.oneAmount, { exact: true }).click();
    await dialog.getByLabel(w.counted).fill((counted / 100).toFixed(2));
  } else {
    let left = counted;
    for (const note of [50_000, 20_000, 10_000, 5_000, 1_000, 500, 100]) {
      const n = Math.floor(left / note);
      left -= n * note;
      if (n)
        await dialog
          .getByLabel(w.countOf(await money(page, note, 'SAR', locale)), { exact: true })
          .fill(indicDigits(String(n), 'arabic'));
    }
  }
  await expect(dialog.getByTestId('count-counted')).toHaveText(await money(page, counted, 'SAR', locale));
  if (blind) {
    await expect(dialog.getByTestId('count-blind')).toBeVisible();
    await expect(dialog.getByTestId('count-expected')).toHaveCount(0);
    await expect(dialog.getByTestId('count-difference')).toHaveCount(0);
    await expect(dialog).not.toContainText(await money(page, counted + short, 'SAR', locale));
    await shots(page, testInfo, `shift-count-blind-${locale}`);
  } else {
    await expect(dialog.getByTestId('count-difference')).toHaveText(
      w.short(await money(page, short, 'SAR', locale)),
    );
    await shots(page, testInfo, `shift-count-${locale}`);
  }
  await dialog.getByRole('button', { name: w.closeShift }).click();
}

async function closingReportShowsShortage(page: Page, locale: Locale, short: number, testInfo: TestInfo) {
  const w = WORDS[locale];
  const report = page.getByRole('dialog', { name: w.closingReport });
  await expect(report.getByTestId('shift-difference')).toContainText(
    w.short(await money(page, short, 'SAR', locale)),
  );
  await shots(page, testInfo, `shift-closing-${locale}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: w.openShift })).toBeVisible();
}

/** Closes the day from the close-day page and lands on its Z report, which shows the shortage. */
async function closeDay(page: Page, locale: Locale, short: number, testInfo: TestInfo): Promise<void> {
  const w = WORDS[locale];
  const prefix = locale === 'ar' ? '/ar' : '';
  await page.goto(`${prefix}/admin/reports/close-day`);
  const shortage = w.short(await money(page, short, 'SAR', locale));
  await expect(page.getByRole('main').getByRole('table').last()).toContainText(shortage);
  await expectNoOverflow(page);
  await shots(page, testInfo, `close-day-${locale}`);
  await page.getByRole('button', { name: w.closeDayButton }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(w.closeDayConfirm) });
  const acknowledge = confirm.getByRole('checkbox');
  if (await acknowledge.count()) await acknowledge.check();
  await confirm.getByRole('button', { name: w.closeDayConfirm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin/reports/z-reports/\\d+$`));
  // The Z takes in every shift closed since the last one (other tests' too): this shift's row is
  // short, and the drawer's total is the Z's own sum.
  const number = page.url().split('/').at(-1);
  const { zReport } = await api<{ zReport: { difference: number } }>(page, 'GET', `/v1/z-reports/${number}`);
  const total = await money(page, Math.abs(zReport.difference), 'SAR', locale);
  await expect(page.getByRole('main').getByRole('table').last()).toContainText(shortage);
  await expect(page.getByTestId('z-difference').first()).toContainText(total);
  await expectNoOverflow(page);
  await settle(page);
  await shot(page, testInfo, `z-report-${locale}`);

  // Printed in the browser, the report alone: no menu, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await expect(page.locator('[data-print-root="till-report"]')).toContainText(shortage);
  await shot(page, testInfo, `z-report-print-${locale}`);
  await page.emulateMedia({ media: 'screen' });
  await printOnChosenPrinter(page, locale, testInfo);

  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(shortage);
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, testInfo, `z-report-${locale}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * On paper: with two receipt printers the button asks which; the Z reaches the one chosen, and
 * only it. The printers are deleted again, so no other test's sale prints to them.
 */
async function printOnChosenPrinter(page: Page, locale: Locale, testInfo: TestInfo): Promise<void> {
  const s = stamp();
  const [counter, bar] = [await fakePrinter(), await fakePrinter()];
  try {
    await createPrinter(page, `Counter ${s}`, counter.port);
    await createPrinter(page, `Bar ${s}`, bar.port);
    await page.reload();
    await page.getByRole('button', { name: WORDS[locale].onPrinter }).click();
    await expect(page.getByRole('menuitem', { name: `Counter ${s}` })).toBeVisible();
    await shot(page, testInfo, `z-report-printers-${locale}`);
    await page.getByRole('menuitem', { name: `Bar ${s}` }).click();
    await expect(page.getByText(WORDS[locale].sentTo(`Bar ${s}`))).toBeVisible();
    await expect.poll(() => bar.received()).toBeGreaterThan(0);
    expect(counter.received()).toBe(0);
  } finally {
    await deletePrinters(page, s);
    await Promise.all([counter.close(), bar.close()]);
  }
}

let originalZone = 'Asia/Riyadh';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const { settings } = await api<{ settings: { key: string; value: string }[] }>(page, 'GET', '/v1/settings');
  originalZone = settings.find((s) => s.key === 'timezone')?.value || originalZone;
  // The restaurant's default, which the global setup turned off for the other specs.
  await api(page, 'PUT', '/v1/settings/update', { values: { cash_needs_shift: 'true' } });
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  await api(page, 'PUT', '/v1/settings/update', {
    values: {
      timezone: originalZone,
      cash_difference_limit: '0',
      payout_approval_limit: '0',
      cash_needs_shift: 'false',
    },
  });
  await page.close();
});

/**
 * Meanwhile, in the back office: the day cannot close while the cashier's shift is open (it says
 * whose, and where to close it), and an order left open is listed, to carry over.
 */
async function blockedWhileOpen(page: Page, productId: number, testInfo: TestInfo): Promise<void> {
  const office = await page.context().browser()!.newPage();
  await signIn(office);
  const { order } = await api<{ order: { ticketNumber: number }[] }>(
    office,
    'POST',
    '/v1/orders/create',
    { type: 'pos', lines: [{ productId, quantity: 1 }] },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  await office.goto('/admin/reports/close-day');
  await expect(office.getByRole('alert').filter({ hasText: '1 shift is still open' })).toBeVisible();
  await expect(office.getByRole('button', { name: 'Close the day (Z)' })).toBeDisabled();
  await expect(office.getByRole('link', { name: `Order #${order[0]!.ticketNumber}` })).toBeVisible();
  await expectNoOverflow(office);
  await settle(office);
  await shot(office, testInfo, 'close-day-blocked-en');
  await office.close();
}

/** The whole day at the till, by `who`, then closed by the owner. */
async function tillDay(page: Page, locale: Locale, testInfo: TestInfo, cashier: { email: string } | null) {
  const w = WORDS[locale];
  const prefix = locale === 'ar' ? '/ar' : '';
  const product = await sellable(page);
  const name = locale === 'ar' ? product.nameAr : product.nameEn;
  const { preview } = await api<{ preview: { businessDate: string } }>(page, 'GET', '/v1/z-reports/preview');
  if (cashier) await signInAs(page, cashier.email, 'Staff-pass-2026');
  await page.goto(`${prefix}/admin/pos`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // The day the till sells into: the cashier's from the settings, the owner's from the server.
  await expect(page.getByTestId('till-day')).toHaveText(
    w.businessDay(await dayText(page, preview.businessDate, locale)),
  );

  const cash = await sellOpeningShift(page, locale, name, testInfo);
  await sell(page, locale, name, 'card');
  await payOut(page, locale, testInfo, cashier !== null);
  const expected = FLOAT + cash - PAY_OUT;
  await xReport(page, locale, expected, testInfo, cashier !== null);
  if (cashier) await blockedWhileOpen(page, product.id, testInfo);

  // Whole riyals at least SAR 10 short, so a note-by-note count can hold it.
  const counted = Math.floor(expected / 100) * 100 - 1_000;
  const short = expected - counted;
  await countShort(page, locale, counted, short, testInfo, cashier !== null);
  if (cashier) {
    // Above the restaurant's limit for a cashier: a manager approves with their PIN.
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await approval.getByLabel('Manager PIN').fill(PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
  }
  await closingReportShowsShortage(page, locale, short, testInfo);

  if (cashier) {
    await page.context().clearCookies();
    await signIn(page);
  }
  await closeDay(page, locale, short, testInfo);
  await afterTheZ(page, locale, testInfo);
  if (cashier) await shiftClosedElsewhere(page, await sellable(page));
}

/**
 * The till believes a shift is open (its answer is stale: another device closed it), so it takes
 * cash; the server refuses it (422), and the till offers the shift instead of only the error.
 */
async function shiftClosedElsewhere(page: Page, product: Product): Promise<void> {
  const { shifts } = await api<{ shifts: { id: number }[] }>(page, 'GET', '/v1/shifts?status=closed');
  const { report } = await api<{ report: { shift: { status: string } } }>(
    page,
    'GET',
    `/v1/shifts/${shifts[0]!.id}`,
  );
  const stale = { report: { ...report, shift: { ...report.shift, status: 'open' } } };
  await page.route('**/v1/shifts/current', (route) => route.fulfill({ json: stale }));
  await page.goto('/admin/pos');
  await expect(page.getByRole('button', { name: WORDS.en.menu })).toBeVisible();
  await page.unroute('**/v1/shifts/current');
  await page
    .getByRole('button', { name: new RegExp(`^${escape(product.nameEn)}, `) })
    .first()
    .click();
  await page.getByRole('button', { name: WORDS.en.pay }).click();
  const pay = page.getByRole('dialog').filter({ has: page.getByTestId('pay-due') });
  await expect(pay.getByTestId('cash-needs-shift')).toHaveCount(0);
  await pay.getByRole('button', { name: WORDS.en.complete }).click();
  const offer = page.getByRole('dialog', { name: WORDS.en.openShift });
  await expect(offer.getByTestId('shift-needed')).toBeVisible();
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(offer).toBeHidden();
  // Back at the payment, which now says cash needs a shift.
  await expect(pay.getByTestId('cash-needs-shift')).toBeVisible();
}

/**
 * After the Z the day may close again (for the sales since): the close-day page says it was closed
 * before, and the till says its sales now go into the next Z.
 */
async function afterTheZ(page: Page, locale: Locale, testInfo: TestInfo): Promise<void> {
  const w = WORDS[locale];
  const prefix = locale === 'ar' ? '/ar' : '';
  await page.goto(`${prefix}/admin/reports/close-day`);
  await expect(page.getByRole('alert').filter({ hasText: w.closedBefore })).toBeVisible();
  await expect(page.getByRole('button', { name: w.closeDayButton })).toBeEnabled();
  await expect(page.getByTestId('z-counted')).toBeVisible();
  await expectNoOverflow(page);
  await shots(page, testInfo, `close-day-again-${locale}`);
  // A card-only restaurant switches the rule off: the page says cash is in no drawer count.
  await api(page, 'PUT', '/v1/settings/update', { values: { cash_needs_shift: 'false' } });
  await page.reload();
  await expect(page.getByTestId('close-day-no-shift-rule')).toBeVisible();
  await expect(page.getByTestId('figure-cash-outside')).toBeVisible();
  await shots(page, testInfo, `close-day-no-shift-rule-${locale}`);
  await api(page, 'PUT', '/v1/settings/update', { values: { cash_needs_shift: 'true' } });
  await page.goto(`${prefix}/admin/pos`);
  await expect(page.getByTestId('till-day-closed')).toHaveText(w.dayClosed);
  await shots(page, testInfo, `till-day-closed-${locale}`);
}

test.describe.configure({ timeout: 240_000 });

test('shifts: a cashier is offered a shift for cash, pays out and closes short with a manager’s PIN; the day closes with a Z report', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const cashier = { email: `cashier-${stamp()}@cashier.test` };
  await createStaff(page, 'cashier', cashier.email, null);
  await createStaff(page, 'manager', `manager-${stamp()}@cashier.test`, PIN);
  await api(page, 'PUT', '/v1/settings/update', {
    values: {
      timezone: ZONES.en,
      cash_difference_limit: '500',
      payout_approval_limit: String(PAY_OUT_LIMIT),
    },
  });
  await tillDay(page, 'en', testInfo, cashier);

  // The managers' list of shifts: the cashier's, closed, short; its report opens from the list.
  await page.goto('/admin/shifts');
  await page.getByLabel('Shifts to show').getByText('Closed', { exact: true }).click();
  await expect(page).toHaveURL(/status=closed/);
  // Other tests may have closed shifts too: the cashier's is the one short.
  const table = page.getByRole('table', { name: 'Shifts' });
  const short = table.getByRole('row').filter({ hasText: /Short SAR/ });
  await expect(short).toHaveCount(1);
  await short.getByRole('button', { name: /^Open the report of shift #\d+$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Closing report' }).getByTestId('shift-difference'),
  ).toContainText('Short');
  await shots(page, testInfo, 'shifts-list-report-en');
});

test('shifts: the same day in Arabic, right to left, counted note by note', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  await api(page, 'PUT', '/v1/settings/update', { values: { timezone: ZONES.ar } });
  await tillDay(page, 'ar', testInfo, null);
});
