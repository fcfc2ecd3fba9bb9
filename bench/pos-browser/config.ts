/** What the POS browser benchmark measures, and against which targets; PRODUCTS, RUNS, VIEWPORTS from the environment. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
export const RUNS = Number(process.env.RUNS ?? 7);
export const VIEWPORTS = (process.env.VIEWPORTS ?? '1366x768,1024x768').split(',').map((v) => {
  const [width, height] = v.split('x').map(Number);
  return { width: width!, height: height! };
});
export const OWNER = { email: 'bench@cashier.test', password: 'Bench-pass-2026' };
export const QUERIES = ['chi', 'كب', 'BN-12345'];
export const ADDS = 10;
export const TARGET = { ready: 2000, keystroke: 50, add: 50, jsKiB: 250 };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
