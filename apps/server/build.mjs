// Bundles the server into dist/main.js, and the print renderer's and the reports' threads beside
// it (dist/render-thread.js, dist/report-thread.js), and the backup command (dist/backup.js, for
// an image without sources); node_modules stay external (native addons, lazy requires).
// `node build.mjs <outfile>` bundles elsewhere: the process tests build their own copy (under
// dist/, where node_modules still resolve) so parallel runs never read a half-written file.
import path from 'node:path';
import { build } from 'esbuild';

const main = process.argv[2] ?? 'dist/main.js';

await build({
  entryPoints: {
    [path.basename(main, '.js')]: 'src/main.ts',
    'render-thread': 'src/modules/printers/render-thread.ts',
    'report-thread': 'src/modules/reports/report-thread.ts',
    backup: 'src/backup.ts',
  },
  outdir: path.dirname(main),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace packages are TypeScript source, so they are bundled in rather than resolved at run time.
  alias: {
    '@cashier/contracts': '../../packages/contracts/src/index.ts',
    '@cashier/sale': '../../packages/sale/src/index.ts',
  },
  logLevel: 'warning',
});
