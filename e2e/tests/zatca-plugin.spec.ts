import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, expectNoOverflow, settle, shot, signIn, VIEWPORTS } from '../support/index.ts';
import { startsFresh } from '../support/reset.ts';

startsFresh();

interface Plugin {
  id: number;
  key: string;
  enabled: boolean;
}

const zatca = async (page: Page): Promise<Plugin> =>
  (await api<{ plugins: Plugin[] }>(page, 'GET', '/v1/plugins')).plugins.find((p) => p.key === 'zatca')!;

const setSeller = (page: Page, values: Record<string, string>) =>
  api(page, 'PUT', '/v1/settings/update', { values });

/** Other files print receipts: the plugin is left off, as the demo has it. */
async function switchOff(page: Page): Promise<void> {
  await api(page, 'PUT', `/v1/plugins/update/${(await zatca(page)).id}`, { enabled: false });
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

test('ZATCA: reads the seller from General settings, refused on until they suit it, then on', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await switchOff(page);
  await setSeller(page, { seller_name: '', vat_number: '' });
  try {
    await page.goto('/admin/settings/plugins');
    const toggle = page.getByRole('switch', { name: 'Enabled: ZATCA e-invoice QR' });
    await toggle.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not turned on' });
    await expect(refusal).toContainText('Enter the seller name and VAT number in General settings');
    await expect(toggle).not.toBeChecked();

    await page.getByRole('button', { name: 'Configure ZATCA e-invoice QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure ZATCA e-invoice QR' });
    const values = dialog.getByRole('table', { name: 'From General settings' });
    await expect(values.getByRole('row', { name: /VAT number/ })).toContainText('Not set yet.');
    // No copy to type into: the values are the General settings', with the way there.
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await shots(page, testInfo, 'zatca-from-settings-en');
    await dialog.getByRole('link', { name: 'Change them in General settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/general/);
    await page.getByLabel('Seller’s legal name').fill('Bayt Al Grill Trading Co.');
    await page.getByLabel('VAT number').fill('310122393500003');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();

    await page.goto('/admin/settings/plugins');
    await page.getByRole('button', { name: 'Configure ZATCA e-invoice QR' }).click();
    await expect(values).toContainText('Bayt Al Grill Trading Co.');
    await expect(values).toContainText('310122393500003');
    await dialog.getByRole('switch', { name: 'Print the QR code on receipts' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('ZATCA e-invoice QR settings saved')).toBeVisible();
    await expect(toggle).toBeChecked();
    expect((await zatca(page)).enabled).toBe(true);
  } finally {
    await switchOff(page);
  }
});

test('Arabic: the ZATCA screen shows the General settings’ seller; Maps and Online ordering say they wait', async ({
  page,
}, testInfo) => {
  await signIn(page, '/ar');
  await setSeller(page, { seller_name: 'شركة بيت المشاوي', vat_number: '310122393500003' });
  await page.goto('/ar/admin/settings/plugins');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Nothing reads Maps or Online ordering until the guest website lands: their cards say so.
  await expect(page.getByTestId('plugin-planned')).toHaveCount(2);
  await expect(page.getByTestId('plugin-planned').first()).toContainText('غير مفعّلة بعد');
  await shots(page, testInfo, 'plugins-planned-ar');
  const name = 'رمز الفاتورة الإلكترونية (زاتكا)';
  await page.getByRole('button', { name: `إعداد ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `إعداد ${name}` });
  await expect(dialog.getByRole('table', { name: 'من الإعدادات العامة' })).toContainText('شركة بيت المشاوي');
  await shots(page, testInfo, 'zatca-from-settings-ar');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'إعداد الخرائط' }).click();
  await expect(page.getByRole('dialog')).toContainText('ما سيقرؤه موقع الضيوف');
  await shots(page, testInfo, 'plugin-planned-config-ar');
});
