// `npm run test:ordered -w e2e -- --reverse`, or `-- sales shifts shifts [-- <playwright options>]`:
// runs the specs in the order given (a spec may come twice), or every spec in reverse, to show
// that none leans on what another left. Playwright runs files in the order of their names, so the
// specs are copied, numbered, into e2e/ordered/ (beside tests/, so their imports still resolve),
// removed again after the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const split = args.indexOf('--');
const names = split < 0 ? args : args.slice(0, split);
const options = split < 0 ? [] : args.slice(split + 1);
const all = fs
  .readdirSync(path.join(here, 'tests'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const specs =
  names[0] === '--reverse' ? all.reverse() : names.map((n) => (n.endsWith('.spec.ts') ? n : `${n}.spec.ts`));
for (const spec of specs) if (!all.includes(spec)) throw new Error(`no spec tests/${spec}`);

const ordered = path.join(here, 'ordered');
fs.rmSync(ordered, { recursive: true, force: true });
fs.mkdirSync(ordered);
for (const [i, spec] of specs.entries()) {
  fs.copyFileSync(
    path.join(here, 'tests', spec),
    path.join(ordered, `${String(i + 1).padStart(2, '0')}-${spec}`),
  );
}
console.log(`in this order: ${specs.join(', ')}`);
const run = spawnSync('npx', ['playwright', 'test', '-c', 'ordered.config.ts', ...options], {
  cwd: here,
  stdio: 'inherit',
});
fs.rmSync(ordered, { recursive: true, force: true });
process.exit(run.status ?? 1);
