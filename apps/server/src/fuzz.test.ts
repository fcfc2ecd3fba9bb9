import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, engines, type TestContext } from './test/harness.ts';
import { fuzz, Prober, shrink } from './test/fuzz/run.ts';

/**
 * Every documented operation, read from the app's own OpenAPI document (so a route added later is
 * fuzzed without editing this file), gets valid requests built from its schemas and the same
 * requests broken. No answer may be a 5xx, no refused write may change a business table, and no
 * error answer asked for in Arabic (every other request) may say anything in English, and every
 * audit row written before is still there, unchanged. Valid values include the limits of every
 * integer column type and dates at and past the contract's bounds (test/fuzz/schema-arbitrary.ts),
 * so a value the contract takes but a column or the date code cannot hold answers 5xx here.
 *
 * `npm test` sends a small sample to every operation, with a new seed each run, printed so a
 * failure replays: FUZZ_SEED=<seed> npx vitest run apps/server/src/fuzz.test.ts. The long run,
 * 100 requests an operation on a fixed seed, is `npm run bench -- fuzz`. FUZZ_PER_OPERATION sets
 * the budget; FUZZ_VERBOSE=1 prints the answers by operation and status class, to see what a run
 * reached.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 8);
// Printed before the run, so even one that times out says how to replay it.
console.log(`fuzz seed ${SEED}, ${PER_OPERATION} requests an operation (replay: FUZZ_SEED=${SEED})`);

describe.each(engines())('the OpenAPI fuzzer on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    // The demo restaurant gives the valid requests real ids to hit.
    t = await createTestContext(engine, { demo: true });
  });
  afterAll(() => t.close());

  it('never answers 5xx and never half-applies a refused write', { timeout: 600_000 }, async () => {
    // The staff logs' promise: no route changes or deletes an audit row (a deleted user's id aside).
    const audit = () => t.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    await t.login(); // an audit row to keep, besides the demo's
    const earlier = await audit();
    const started = Date.now();
    const cpu = process.cpuUsage();
    const report = await fuzz(t, engine, { seed: SEED, perOperation: PER_OPERATION });
    // Every operation was sent its share, however small the sample.
    expect(report.millis.size).toBe(report.operations);
    const kept = new Map((await audit()).map((r) => [r.id, r]));
    expect(earlier.length).toBeGreaterThan(0);
    for (const row of earlier)
      expect(kept.get(row.id), `audit row ${row.id}`).toEqual({
        ...row,
        userId: kept.get(row.id)?.userId === null ? null : row.userId,
      });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // This process's CPU time besides the wall time: on a shared machine the wall time says more of the others.
    const { user, system } = process.cpuUsage(cpu);
    const cpuSeconds = ((user + system) / 1e6).toFixed(1);
    console.log(
      `fuzz on ${engine}: ${report.requests} requests over ${report.operations} operations in ${seconds} s (${cpuSeconds} s CPU; seed ${SEED}); ` +
        `${report.serverErrors} answered 5xx, ${report.halfApplied} refused writes changed a business table, ` +
        `${report.untranslated} errors asked for in Arabic answered in English`,
    );
    if (process.env.FUZZ_VERBOSE) {
      console.log([...report.statuses].map(([k, n]) => `${k}: ${n}`).join('\n'));
      const slowest = [...report.millis].sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.log(slowest.map(([k, ms]) => `${k}: ${(ms / 1000).toFixed(1)} s`).join('\n'));
    }
    // One shrunk example per failing operation and kind is enough to act on.
    const firsts = [
      ...new Map(
        report.failures.map((f) => [
          `${f.op.method} ${f.op.path} ${f.changed.length > 0} ${f.english.length > 0}`,
          f,
        ]),
      ).values(),
    ];
    const prober = new Prober(t, engine);
    await prober.start();
    const examples: string[] = [];
    for (const failure of firsts) examples.push(await shrink(prober, SEED, failure));
    expect(examples, `seed ${SEED}:\n${examples.join('\n\n')}`).toEqual([]);
  });
});
