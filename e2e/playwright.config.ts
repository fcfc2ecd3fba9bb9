import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
/** E2E_PORT lets several runs share one checkout (each gets its own port and database). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where e2e/server.mjs takes the resets each spec asks for (support/reset.ts). */
export const CONTROL_PORT = PORT + 10_000;
const suffix = PORT === 3100 ? '' : `-${PORT}`;
const dataDir = path.join(import.meta.dirname, `.data${suffix}`);
const artifacts = `./artifacts${suffix}`;
export const OWNER = { email: 'owner@cashier.test', password: 'Owner-pass-2026' };

/**
 * Runs the real built server on a fresh SQLite database with the demo restaurant, behind
 * e2e/server.mjs, which gives each spec the database as the global setup left it.
 */
export default defineConfig({
  testDir: './tests',
  // Runs once the server answers: cash needs no shift, except in the shifts spec (see the file);
  // then the state every spec starts from is kept.
  globalSetup: './global-setup.ts',
  outputDir: `${artifacts}/results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { outputFolder: `${artifacts}/report`, open: 'never' }],
    // npm test reads the counts from here for its closing line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    // Menus and dialogs open at once (the theme honours the setting): a click never lands on a
    // sidebar group still sliding open while Playwright scrolls its link into view.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    // The README's own start script (it builds nothing here: npm test built already), run by the
    // reset server: stopped, its database put back and started again before each spec.
    command: `rm -rf "${dataDir}" && node e2e/server.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/v1/settings`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      E2E_CONTROL_PORT: String(CONTROL_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dataDir, 'cashier.sqlite'),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A run that brings its own web build (WEB_DIST) skips npm start's rebuild (SKIP_BUILD).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST, SKIP_BUILD: '1' } : {}),
    },
  },
});
