import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, expectNoOverflow, settle, shot, signIn, VIEWPORTS } from '../support/index.ts';

interface Plugin {
  id: number;
  key: string;
  enabled: boolean;
  config: Record<string, string>;
}

const zatca = async (page: Page): Promise<Plugin> =>
  (await api<{ plugins: Plugin[] }>(page, 'GET', '/v1/plugins')).plugins.find((p) => p.key === 'zatca')!;

/** Other files print receipts: the plugin is left off, as the demo has it. */
async function switchOff(page: Page): Promise<void> {
  await api(page, 'PUT', `/v1/plugins/update/${(await zatca(page)).id}`, { enabled: false });
}

/** Off and never set up, whatever an earlier file (receipt-print.spec.ts) left configured. */
async function clear(page: Page): Promise<void> {
  await api(page, 'PUT', `/v1/plugins/update/${(await zatca(page)).id}`, { enabled: false, config: {} });
}

/** A screenshot at each size, toasts closed, the page no wider than the window. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await settle(page);
    await expectNoOverflow(page);
    await shot(page, testInfo, `${name}-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('ZATCA: refused on until set up, a bad VAT number refused beside its field, then saved and on', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await clear(page);
  try {
    await page.goto('/admin/settings/plugins');
    const toggle = page.getByRole('switch', { name: 'Enabled: ZATCA e-invoice QR' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not turned on' });
    await expect(refusal).toContainText(
      'Set the seller name and VAT number of the ZATCA e-invoice QR code before turning it on.',
    );
    await expect(toggle).not.toBeChecked();
    await shots(page, testInfo, 'zatca-refused-en');

    await page.getByRole('button', { name: 'Configure ZATCA e-invoice QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure ZATCA e-invoice QR' });
    await expect(dialog).toContainText('127 bytes');
    const seller = dialog.getByLabel('Seller name');
    const vat = dialog.getByLabel('VAT number');
    await seller.fill('ب'.repeat(64));
    await vat.fill('123456789012345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('Enter the 15-digit VAT number in English digits, starting and ending with 3.'),
    ).toBeVisible();
    await expect(
      dialog.getByText('The seller name is too long for the QR code', { exact: false }),
    ).toBeVisible();
    await expect(dialog).toContainText('Used: 128 of 127');
    await shots(page, testInfo, 'zatca-form-refused-en');
    expect((await zatca(page)).config).not.toMatchObject({ vatNumber: '123456789012345' });

    await seller.fill('Bayt Al Grill');
    await vat.fill('310122393500003');
    await dialog.getByRole('switch', { name: 'Print the QR code on receipts' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('ZATCA e-invoice QR settings saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeChecked();
    await expect(refusal).toHaveCount(0);
    expect(await zatca(page)).toMatchObject({
      enabled: true,
      config: { sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' },
    });
  } finally {
    await switchOff(page);
  }
});

test('Arabic: the ZATCA form refuses a bad VAT number in Arabic and takes one typed in Arabic digits', async ({
  page,
}, testInfo) => {
  await signIn(page, '/ar');
  try {
    await page.goto('/ar/admin/settings/plugins');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = 'رمز الفاتورة الإلكترونية (زاتكا)';
    await page.getByRole('button', { name: `إعداد ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `إعداد ${name}` });
    const seller = dialog.getByLabel('اسم البائع');
    const vat = dialog.getByLabel('الرقم الضريبي');
    await seller.fill('بيت المشاوي');
    await vat.fill('١٢٣٤٥');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('أدخل الرقم الضريبي المكوّن من 15 رقماً بالأرقام الإنجليزية، يبدأ بالرقم 3 وينتهي به.'),
    ).toBeVisible();
    // The VAT number is written left to right on the Arabic screen too.
    await expect(vat.locator('..')).toHaveAttribute('dir', 'ltr');
    await shots(page, testInfo, 'zatca-form-refused-ar');

    await vat.fill('٣١٠١٢٢٣٩٣٥٠٠٠٠٣');
    await dialog.getByRole('switch', { name: 'طباعة رمز QR على الإيصالات' }).click();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText(`حُفظت إعدادات ${name}`)).toBeVisible();
    await expect(page.getByRole('switch', { name: `مفعّلة: ${name}` })).toBeChecked();
    expect(await zatca(page)).toMatchObject({
      enabled: true,
      config: { sellerName: 'بيت المشاوي', vatNumber: '310122393500003' },
    });
    await shots(page, testInfo, 'zatca-on-ar');
  } finally {
    await switchOff(page);
  }
});
