import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shot, watchCsp } from '../support/index.ts';

/**
 * `/` and `/ar` are the guest site (apps/site): its own small page, which loads nothing of the
 * staff app. Every request the page makes is checked against the staff app's built files.
 */

/** The staff app's built chunks (apps/web/dist/assets): none may reach a guest's phone. */
const staffAssets = new Set(
  readdirSync(path.resolve(import.meta.dirname, '../../apps/web/dist/assets')).map((f) => `/assets/${f}`),
);

/** Opens `url` and collects the path of every request the page makes. */
async function open(page: Page, url: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return requested;
}

const PAGES = [
  { url: '/', lang: 'en', dir: 'ltr', heading: 'Welcome', other: 'العربية', staff: 'Staff sign in' },
  { url: '/ar', lang: 'ar', dir: 'rtl', heading: 'أهلاً بكم', other: 'English', staff: 'دخول الموظفين' },
] as const;

for (const { url, lang, dir, heading, other, staff } of PAGES) {
  test(`the guest home ${url} is the guest site, in ${lang}, with none of the staff app`, async ({
    page,
  }, testInfo) => {
    watchCsp(page);
    const requested = await open(page, url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    const scripts = requested.filter((p) => p.endsWith('.js'));
    expect(scripts.length, 'the site loads its own script').toBeGreaterThan(0);
    for (const p of scripts) expect(p, 'every script is the site’s').toMatch(/^\/site\/assets\//);
    expect(requested.filter((p) => staffAssets.has(p) || p.startsWith('/assets/'))).toEqual([]);

    await expect(page.getByRole('link', { name: other })).toHaveAttribute(
      'href',
      lang === 'ar' ? '/' : '/ar',
    );
    await expect(page.getByRole('link', { name: staff })).toHaveAttribute(
      'href',
      lang === 'ar' ? '/ar/admin' : '/admin',
    );
    await shot(page, testInfo, `guest-home-${lang}`);
  });
}

test('staff go in at /admin: signed out, it leads to the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Staff sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
