import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  api,
  expectNoOverflow,
  indicDigits,
  money,
  sellableProducts,
  settle,
  shot,
  stamp,
  VIEWPORTS,
} from './index.ts';

/* The till's words and steps that shifts.spec.ts takes in both languages. */

export type Locale = 'en' | 'ar';

export interface Product {
  id: number;
  categoryId: number;
  nameEn: string;
  nameAr: string;
  price: number;
  active: boolean;
}

export const PIN = '4826';
/** The desktop size of this spec's screenshots (the phone's is VIEWPORTS.phone). */
export const WIDE = { width: 1440, height: 900 };

export const WORDS = {
  en: {
    openShift: 'Open shift',
    openSubmit: 'Open shift',
    float: 'Float (SAR)',
    byNotes: 'Count the float by notes and coins',
    menu: 'Shift: pay in, pay out, X report, close',
    payOut: 'Pay out',
    payOutSubmit: 'Pay out',
    amount: 'Amount (SAR)',
    reason: 'Reason',
    xReport: 'X report',
    closeShift: 'Close shift',
    oneAmount: 'One amount',
    counted: 'Cash counted (SAR)',
    closingReport: 'Closing report',
    search: 'Search products',
    pay: /^Pay /,
    complete: 'Complete sale',
    card: 'Card',
    newOrder: 'New order',
    closeDayButton: 'Close the day (Z)',
    closeDayConfirm: 'Close the day',
    countOf: (value: string) => `Number of ${value}`,
    short: (amount: string) => `Short ${amount}`,
    onPrinter: 'Print on receipt printer',
    sentTo: (printer: string) => `Sent to ${printer}.`,
    businessDay: (day: string) => `Business day ${day}`,
    cashNeedsShift: 'Cash goes into a drawer: open your shift, with its float, to take cash.',
    overDrawer: 'More than the drawer holds',
    dayClosed: /Day closed (once|\d+ times); sales now go into the next Z\./,
    closedBefore: 'This day has been closed before',
  },
  ar: {
    openShift: 'فتح وردية',
    openSubmit: 'فتح الوردية',
    float: 'الرصيد الافتتاحي (SAR)',
    byNotes: 'عدّ الرصيد الافتتاحي بالأوراق والعملات',
    menu: 'الوردية: إيداع، سحب، تقرير X، إغلاق',
    payOut: 'سحب نقدي',
    payOutSubmit: 'سحب',
    amount: 'المبلغ (SAR)',
    reason: 'السبب',
    xReport: 'تقرير X',
    closeShift: 'إغلاق الوردية',
    oneAmount: 'مبلغ واحد',
    counted: 'النقد المعدود (SAR)',
    closingReport: 'تقرير الإغلاق',
    search: 'ابحث في المنتجات',
    pay: /^ادفع /,
    complete: 'إتمام البيع',
    card: 'بطاقة',
    newOrder: 'طلب جديد',
    closeDayButton: 'إغلاق اليوم (Z)',
    closeDayConfirm: 'إغلاق اليوم',
    countOf: (value: string) => `عدد فئة ${value}`,
    short: (amount: string) => `عجز ${amount}`,
    onPrinter: 'طباعة على طابعة الإيصالات',
    sentTo: (printer: string) => `أُرسل إلى ${printer}.`,
    businessDay: (day: string) => `يوم العمل ${day}`,
    cashNeedsShift: 'النقد يدخل الدرج: افتح ورديتك برصيدها الافتتاحي لتقبض النقد.',
    overDrawer: 'أكثر مما في الدرج',
    dayClosed: /أُغلق اليوم .+؛ المبيعات الآن تدخل تقرير Z التالي\./,
    closedBefore: 'أُغلق هذا اليوم من قبل',
  },
} as const;

/** Minor units from money on screen, in either digit set ("SAR 23.00", "‏٢٣٫٠٠ ر.س.‏"). */
export async function minorOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/[\u0660-\u0669]/g, (d) =>
    String(d.charCodeAt(0) - 0x0660),
  );
  return Number(text.replace(/[^0-9]/g, ''));
}

export async function sellable(page: Page): Promise<Product> {
  const product = (await sellableProducts<Product>(page)).find((p) => p.price > 0);
  if (!product) throw new Error('the demo restaurant has nothing to sell');
  return product;
}

/** A screenshot at the desktop size and another on a phone (the dialogs go full screen there). */
export async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await settle(page);
  await shot(page, testInfo, name);
  await page.setViewportSize(VIEWPORTS.phone);
  await settle(page);
  await expectNoOverflow(page);
  // The screen as the phone shows it: a dialog over the till is the whole screen there.
  const file = testInfo.outputPath(`${name}-phone.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${name}-phone`, { path: file, contentType: 'image/png' });
  await page.setViewportSize(VIEWPORTS.desktop);
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds a product at the till, adds it to the cart and opens the payment dialog. */
async function addAndPay(page: Page, locale: Locale, name: string): Promise<void> {
  const w = WORDS[locale];
  await page.getByRole('searchbox', { name: w.search }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(`^${escape(name)}, `) })
    .first()
    .click();
  await page.getByRole('button', { name: w.pay }).click();
}

/** One product sold at the till, paid in cash (the exact amount) or by card; returns the total. */
export async function sell(
  page: Page,
  locale: Locale,
  name: string,
  method: 'cash' | 'card',
): Promise<number> {
  const w = WORDS[locale];
  await addAndPay(page, locale, name);
  const dialog = page.getByRole('dialog');
  const total = await minorOf(dialog.getByTestId('pay-due'));
  if (method === 'card') await dialog.getByText(w.card, { exact: true }).click();
  await dialog.getByRole('button', { name: w.complete }).click();
  await expect(page.getByTestId('invoice-number')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: w.newOrder }).click();
  await page.getByRole('searchbox', { name: w.search }).fill('');
  return total;
}

/**
 * A cash sale with no shift open: the payment dialog says cash needs one, and completing it offers
 * the shift there. Its float is SAR 200: in English counted note by note, in Arabic typed in Arabic
 * digits; once open, the sale completes. Returns the sale's total.
 */
export async function sellOpeningShift(
  page: Page,
  locale: Locale,
  name: string,
  testInfo: TestInfo,
): Promise<number> {
  const w = WORDS[locale];
  await addAndPay(page, locale, name);
  const pay = page.getByRole('dialog').filter({ has: page.getByTestId('pay-due') });
  const total = await minorOf(pay.getByTestId('pay-due'));
  await expect(pay.getByTestId('cash-needs-shift')).toContainText(w.cashNeedsShift);
  await shots(page, testInfo, `shift-needed-${locale}`);
  await pay.getByRole('button', { name: w.complete }).click();

  const dialog = page.getByRole('dialog', { name: w.openShift });
  await expect(dialog.getByTestId('shift-needed')).toBeVisible();
  if (locale === 'en') {
    await dialog.getByRole('switch', { name: w.byNotes }).check();
    await dialog.getByLabel(w.countOf(await money(page, 10_000, 'SAR', locale)), { exact: true }).fill('1');
    await dialog
      .getByRole('button', { name: `One more: ${w.countOf(await money(page, 5_000, 'SAR', locale))}` })
      .click();
    await dialog
      .getByRole('button', { name: `One more: ${w.countOf(await money(page, 5_000, 'SAR', locale))}` })
      .click();
    await expect(dialog.getByLabel(w.float)).toHaveValue('200.00');
  } else {
    await dialog.getByLabel(w.float).fill(indicDigits('200', 'arabic'));
  }
  await shots(page, testInfo, `shift-open-${locale}`);
  await dialog.getByRole('button', { name: w.openSubmit }).click();
  // The shift opened, and the sale went through with it.
  await expect(page.getByTestId('invoice-number')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: w.newOrder }).click();
  await page.getByRole('searchbox', { name: w.search }).fill('');
  await expect(page.getByRole('button', { name: w.menu })).toBeVisible();
  return total;
}

/** The business day as the till writes it (the browser's own Intl, as the app's formatDay). */
export const dayText = (page: Page, date: string, locale: Locale) =>
  page.evaluate(
    ([d, l]) =>
      new Intl.DateTimeFormat(l, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)),
    [date, locale] as const,
  );

/**
 * Pays SAR 15 out. A pay-out above what the drawer holds is refused beside the amount; a cashier's
 * pay-out above the limit is approved by a manager's PIN. A cashier counts blind (the default), so
 * the manager is asked first, even for the pay-out the drawer cannot cover: the refusal never
 * tells a cashier what the drawer holds unless a manager is there.
 */
export async function payOut(
  page: Page,
  locale: Locale,
  testInfo: TestInfo,
  needsManager: boolean,
): Promise<void> {
  const w = WORDS[locale];
  await page.getByRole('button', { name: w.menu }).click();
  await page.getByRole('menuitem', { name: w.payOut }).click();
  const dialog = page.getByRole('dialog', { name: w.payOut });
  const amount = dialog.getByLabel(w.amount);
  await dialog.getByLabel(w.reason).fill(locale === 'ar' ? 'شراء حليب' : 'Milk for the coffee');
  await amount.fill(locale === 'ar' ? indicDigits('9999', 'arabic') : '9999');
  await dialog.getByRole('button', { name: w.payOutSubmit, exact: true }).click();
  if (needsManager) {
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await approval.getByLabel('Manager PIN').fill(PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
  }
  await expect(dialog.getByText(w.overDrawer)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await shots(page, testInfo, `shift-pay-out-over-${locale}`);
  await amount.fill(locale === 'ar' ? indicDigits('15', 'arabic') : '15');
  await dialog.getByRole('button', { name: w.payOutSubmit, exact: true }).click();
  if (needsManager) {
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval).toContainText('A pay-out this large needs a manager.');
    await shots(page, testInfo, `shift-pay-out-approval-${locale}`);
    await approval.getByLabel('Manager PIN').fill(PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
  }
  await expect(dialog).toBeHidden();
}

/** A staff member of `role` with a password (and a PIN, for a manager who approves). */
export async function createStaff(
  page: Page,
  role: string,
  email: string,
  pin: string | null,
): Promise<void> {
  const { roles } = await api<{ roles: { id: number; name: string }[] }>(page, 'GET', '/v1/roles');
  await api(page, 'POST', '/v1/users/create', {
    name: `${role === 'cashier' ? 'Cashier' : 'Manager'} ${stamp()}`,
    email,
    roleId: roles.find((r) => r.name === role)!.id,
    locale: 'en',
    password: 'Staff-pass-2026',
    pin,
  });
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
