/**
 * The long run of the OpenAPI fuzzer (apps/server/src/fuzz.test.ts): 100 requests an operation on
 * the fixed seed it has always used, on SQLite and PostgreSQL. `npm test` sends a small sample
 * with a new seed each run; this is the run that goes deep. FUZZ_SEED and FUZZ_PER_OPERATION
 * override both, e.g. to replay a seed `npm test` printed with the long budget.
 *
 *   npm run bench -- fuzz          FUZZ_SEED=123 FUZZ_PER_OPERATION=300 npm run bench -- fuzz
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function fuzzBench(): Promise<void> {
  console.log('\nfuzz: the OpenAPI fuzzer, long run');
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', 'apps/server/src/fuzz.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_SEED: process.env.FUZZ_SEED ?? '20260611',
      FUZZ_PER_OPERATION: process.env.FUZZ_PER_OPERATION ?? '100',
    },
  });
  console.log(`  fuzz: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) return Promise.reject(new Error(`the fuzzer failed (exit ${run.status})`));
  return Promise.resolve();
}
