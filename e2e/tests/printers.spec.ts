import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoOverflow, settle, shot, signIn, stamp, VIEWPORTS } from '../support/index.ts';
import {
  allowFakePrinterPorts,
  closedPort,
  createPrinter,
  deletePrinters,
  fakePrinter,
} from '../support/printers.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/** Closes the toasts so a screenshot shows the screen under them. */
/** A screenshot of the screen as it has settled: no toasts over it, no drawer sliding in. */
async function settledShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, testInfo, name);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a network printer: test page printed, an offline one’s job sent to it instead, jobs listed', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const till = `Till ${s}`;
  const grill = `Grill ${s}`;
  const printer = await fakePrinter();
  const deadPort = await closedPort();
  await signIn(page);
  await allowFakePrinterPorts(page);
  try {
    await page.goto('/admin/settings/printers');
    await page.getByRole('button', { name: 'New printer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New printer' });
    await dialog.getByLabel('Name').fill(till);
    // A receipt printer: printing on payment and the cash drawer; a network one: its print mode.
    await expect(dialog.getByRole('switch', { name: /Print receipts on payment/ })).toBeChecked();
    await dialog.getByRole('switch', { name: /Cash drawer on this printer/ }).click();
    await expect(dialog.getByText('Best for Arabic.', { exact: false })).toBeVisible();
    await dialog.getByText('As printer text', { exact: true }).click();
    await dialog.getByLabel('Host or IP address').fill('127.0.0.1');
    await dialog.getByLabel('Port').fill(String(printer.port));
    await settledShot(page, testInfo, 'printer-form-en-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Printer “${till}” saved`)).toBeVisible();
    await expect(row(page, till)).toContainText('Not tried yet');
    await expect(row(page, till)).toContainText('Prints on payment · Cash drawer');

    await row(page, till)
      .getByRole('button', { name: `Test print ${till}` })
      .click();
    await expect(page.getByText(`Test page sent to “${till}”`)).toBeVisible();
    // The list follows the job's events by itself: no reload.
    await expect(row(page, till)).toContainText('Online');
    await expect(row(page, till)).toContainText('Last printed');
    expect(printer.received()).toBeGreaterThan(100);

    // A kitchen printer for one station, then pointed at a port nothing listens on.
    await page.getByRole('button', { name: 'New printer' }).click();
    await dialog.getByLabel('Name').fill(grill);
    await dialog.getByRole('combobox', { name: 'Used for' }).click();
    await page.getByRole('option', { name: 'Kitchen tickets' }).click();
    await expect(dialog.getByRole('switch', { name: /Cash drawer/ })).toHaveCount(0);
    await expect(dialog.getByLabel('Station')).toHaveValue('');
    await dialog.getByLabel('Station').selectOption({ label: 'Grill' });
    await dialog.getByLabel('Host or IP address').fill('127.0.0.1');
    await dialog.getByLabel('Port').fill(String(deadPort));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, grill)).toContainText('Kitchen tickets');
    await expect(row(page, grill)).toContainText('Grill');

    await row(page, grill)
      .getByRole('button', { name: `Test print ${grill}` })
      .click();
    await expect(row(page, grill)).toContainText('Offline');
    await expect(row(page, grill)).toContainText('The printer could not be reached');
    await expect(row(page, grill)).toContainText('Waiting: 1');
    await settledShot(page, testInfo, 'printers-health-en-desktop');

    await row(page, grill)
      .getByRole('button', { name: `Print jobs of ${grill}` })
      .click();
    const drawer = page.getByRole('dialog', { name: `Print jobs: ${grill}` });
    const job = drawer.getByRole('article', { name: 'Test page' });
    await expect(job).toContainText('Waiting');
    await expect(job).toContainText('The printer could not be reached');
    await settledShot(page, testInfo, 'printer-jobs-offline-en-desktop');
    const before = printer.received();
    await job.getByRole('combobox', { name: 'Or print it on' }).click();
    await page.getByRole('option', { name: till }).click();
    await job.getByRole('button', { name: 'Send there' }).click();
    await expect(page.getByText(`Test page sent to “${till}”`).last()).toBeVisible();
    await expect(drawer.getByText('Nothing printed on this printer yet.')).toBeVisible();
    await expect.poll(() => printer.received()).toBeGreaterThan(before);
    await page.keyboard.press('Escape');

    await row(page, till)
      .getByRole('button', { name: `Print jobs of ${till}` })
      .click();
    const tillJobs = page.getByRole('dialog', { name: `Print jobs: ${till}` });
    await expect(tillJobs.getByRole('article', { name: 'Test page' })).toHaveCount(2);
    await expect(tillJobs.getByRole('article', { name: 'Test page' }).first()).toContainText('Printed');
    await settledShot(page, testInfo, 'printer-jobs-en-desktop');

    await page.setViewportSize(VIEWPORTS.phone);
    await settledShot(page, testInfo, 'printer-jobs-en-phone');
    await page.keyboard.press('Escape');
    await settledShot(page, testInfo, 'printers-en-phone');
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
    await deletePrinters(page, s);
    await printer.close();
  }
});

test('Arabic: health, test page and a waiting job sent again, right to left on a phone and a desktop', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const till = `الكاشير ${s}`;
  const dead = `المشاوي ${s}`;
  const printer = await fakePrinter();
  await signIn(page, '/ar');
  try {
    await createPrinter(page, till, printer.port);
    await createPrinter(page, dead, await closedPort());
    await page.goto('/ar/admin/settings/printers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(row(page, till)).toContainText('لم تُجرَّب بعد');

    await row(page, till)
      .getByRole('button', { name: `طباعة تجريبية على ${till}` })
      .click();
    await expect(row(page, till)).toContainText('متصلة');
    await expect(row(page, till)).toContainText('آخر طباعة');
    await row(page, dead)
      .getByRole('button', { name: `طباعة تجريبية على ${dead}` })
      .click();
    await expect(row(page, dead)).toContainText('غير متصلة');
    await expect(row(page, dead)).toContainText('تعذّر الوصول إلى الطابعة');

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await settledShot(page, testInfo, `printers-ar-${size}`);
    }

    await page.setViewportSize(VIEWPORTS.phone);
    await row(page, dead)
      .getByRole('button', { name: `مهام الطباعة على ${dead}` })
      .click();
    const drawer = page.getByRole('dialog', { name: `مهام الطباعة: ${dead}` });
    const job = drawer.getByRole('article', { name: 'صفحة اختبار' });
    await expect(job).toContainText('بالانتظار');
    await settledShot(page, testInfo, 'printer-jobs-ar-phone');
    // Sent again to its own printer, still refused: it stays waiting, one more try counted.
    await job.getByRole('button', { name: 'أعد الإرسال: صفحة اختبار' }).click();
    await expect(page.getByText('أُعيد إرسال صفحة اختبار')).toBeVisible();
    await expect(job).toContainText('بالانتظار');
    await job.getByRole('combobox', { name: 'أو اطبعها على' }).click();
    await page.getByRole('option', { name: till }).click();
    await job.getByRole('button', { name: 'أرسلها إليها' }).click();
    await expect(drawer.getByText('لم يُطبع شيء على هذه الطابعة بعد.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize(VIEWPORTS.desktop);
    await row(page, till)
      .getByRole('button', { name: `مهام الطباعة على ${till}` })
      .click();
    const tillJobs = page.getByRole('dialog', { name: `مهام الطباعة: ${till}` });
    await expect(tillJobs.getByRole('article', { name: 'صفحة اختبار' })).toHaveCount(2);
    await expect(tillJobs.getByRole('article', { name: 'صفحة اختبار' }).first()).toContainText('طُبعت');
    await settledShot(page, testInfo, 'printer-jobs-ar-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'طابعة جديدة' }).click();
    const dialog = page.getByRole('dialog', { name: 'طابعة جديدة' });
    await dialog.getByRole('combobox', { name: 'الاستخدام' }).click();
    await page.getByRole('option', { name: 'بطاقات المطبخ' }).click();
    await expect(dialog.getByLabel('القسم')).toHaveValue('');
    await expect(dialog.getByLabel('القسم').locator('option').first()).toHaveText('كل الأقسام');
    await settledShot(page, testInfo, 'printer-form-ar-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await settledShot(page, testInfo, 'printer-form-ar-phone');
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
    await deletePrinters(page, s);
    await printer.close();
  }
});
