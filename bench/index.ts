/** `npm run bench [-- catalog|orders]`: runs the named benchmarks (all by default) and prints figures. */
import { catalogBench } from './catalog.ts';
import { ordersBench } from './orders.ts';

const benches: Record<string, () => Promise<void>> = { orders: ordersBench, catalog: catalogBench };
const chosen = process.argv.slice(2);
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) throw new Error(`Unknown benchmark "${name}"; choose from ${Object.keys(benches).join(', ')}`);
  await bench();
}
