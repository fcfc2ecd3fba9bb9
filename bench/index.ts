/**
 * `npm run bench [-- catalog|orders|pos-browser|kitchen|printing|reports|fuzz|bundles]`: runs the named benchmarks (all by default) and
 * prints figures; fuzz is the fuzzer's long run. pos-browser, kitchen and bundles need Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { bundlesBench } from './bundles.ts';
import { catalogBench } from './catalog.ts';
import { fuzzBench } from './fuzz.ts';
import { kitchenBench } from './kitchen.ts';
import { ordersBench } from './orders.ts';
import { posBrowserBench } from './pos-browser.ts';
import { printingBench } from './printing.ts';
import { reportsBench } from './reports.ts';

const benches: Record<string, () => Promise<void>> = {
  orders: ordersBench,
  catalog: catalogBench,
  'pos-browser': posBrowserBench,
  kitchen: kitchenBench,
  printing: printingBench,
  reports: reportsBench,
  fuzz: fuzzBench,
  bundles: bundlesBench,
};
const chosen = process.argv.slice(2);
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) throw new Error(`Unknown benchmark "${name}"; choose from ${Object.keys(benches).join(', ')}`);
  await bench();
}
