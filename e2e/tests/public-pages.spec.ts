import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoOverflow, OWNER, settle, shot, VIEWPORTS } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

/*
 * What a person who is not signed in can reach: the support page from the sign-in page's footer,
 * in both languages, and "Give feedback" leading to the restaurant's own recipient (the
 * feedback_contact setting; hidden while it is empty). And a path the app does not have answers
 * HTTP 404 with the app's "not found" view, while a real page (with a parameter) answers 200.
 */

const WORDS = {
  en: { support: 'Support', feedback: 'Give feedback', docs: 'Documentation', notFound: 'Page not found' },
  ar: { support: 'الدعم', feedback: 'أرسل ملاحظاتك', docs: 'التوثيق', notFound: 'الصفحة غير موجودة' },
} as const;

/** Sets the recipient as the owner, over the API (the page under test stays signed out). */
async function setFeedbackContact(request: APIRequestContext, value: string): Promise<void> {
  const login = await request.post('/v1/auth/login', { data: OWNER });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.put('/v1/settings/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { values: { feedback_contact: value } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Desktop and phone, kept as artefacts. */
async function bothSizes(page: Page, name: string, testInfo: Parameters<typeof shot>[1]) {
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, testInfo, name);
  await page.setViewportSize(VIEWPORTS.phone);
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, testInfo, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  });
  await setFeedbackContact(request, '');
  await request.dispose();
});

test.describe.configure({ timeout: 180_000 });

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  const w = WORDS[locale];

  test(`signed out (${locale}): support opens from the sign-in page, feedback goes to the restaurant's recipient`, async ({
    page,
    request,
  }, testInfo) => {
    await setFeedbackContact(request, '');
    await page.goto(`${prefix}/auth/login`);
    const footer = page.locator('footer');
    // No recipient set: no feedback link, and the support page says whom to tell instead.
    await expect(footer.getByRole('link', { name: w.support })).toBeVisible();
    await expect(footer.getByRole('link', { name: w.feedback })).toHaveCount(0);
    await footer.getByRole('link', { name: w.support }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/support$`));
    await expect(page.getByRole('heading', { name: w.support, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.docs })).toBeVisible();
    await expect(page.getByTestId('feedback-nobody')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await bothSizes(page, `support-public-empty-${locale}`, testInfo);

    // An email address: the footer's link mails it, and the support page's form writes to it.
    await setFeedbackContact(request, 'feedback@cashier.example');
    const response = await page.goto(`${prefix}/support`);
    expect(response?.status()).toBe(200);
    await expect(footer.getByRole('link', { name: w.feedback })).toHaveAttribute(
      'href',
      'mailto:feedback@cashier.example',
    );
    const send = page.locator('#feedback a[href^="mailto:"]');
    await expect(send).toHaveAttribute('href', /^mailto:feedback@cashier\.example\?subject=/);
    await bothSizes(page, `support-public-${locale}`, testInfo);

    // A web page: the link opens it.
    await setFeedbackContact(request, 'https://cashier.example/feedback');
    await page.reload();
    await expect(footer.getByRole('link', { name: w.feedback })).toHaveAttribute(
      'href',
      'https://cashier.example/feedback',
    );
    await expect(page.locator('#feedback a[href="https://cashier.example/feedback"]')).toBeVisible();
  });

  test(`unknown paths (${locale}) answer 404 with the not-found view; real pages 200`, async ({
    page,
  }, testInfo) => {
    for (const path of [`${prefix}/no-such-page`, `${prefix}/admin/no/such/page`, `${prefix}/support/nope`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(w.notFound).first()).toBeVisible();
    await bothSizes(page, `not-found-${locale}`, testInfo);
    for (const path of [
      `${prefix}/auth/login`,
      `${prefix}/support`,
      `${prefix}/admin/pos/123`,
      `${prefix}/admin`,
    ]) {
      const ok = await page.goto(path);
      expect(ok?.status(), path).toBe(200);
    }
  });
}
