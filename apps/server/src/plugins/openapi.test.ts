import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * What Redocly's recommended rules flag that the API keeps on purpose, each with why. The linter
 * reads them as its ignore file; the test also fails when one no longer matches, so none outlives
 * its reason.
 */
const ACCEPTED: { rule: string; pointer: string; why: string }[] = [
  ...[
    '/v1/products/{id}/modifier-groups',
    '/v1/orders/{id}/audit',
    '/v1/orders/refund/{id}',
    '/v1/orders/print/{id}',
    '/v1/orders/split/{id}',
    '/v1/tables/{id}/rotate-token',
    '/v1/tables/destroy/{id}',
  ].map((p) => ({
    rule: 'no-ambiguous-paths',
    pointer: `#/paths/${p.replaceAll('/', '~1')}`,
    why:
      'The paths are the published API (the web, the e2e journeys and clients call them). A literal ' +
      'segment always wins over a parameter in the router, and an id is a number, so "audit" or ' +
      '"refund" is never read as an {id}.',
  })),
  ...['/healthz', '/readyz'].map((p) => ({
    rule: 'operation-4xx-response',
    pointer: `#/paths/${p.replaceAll('/', '~1')}/get/responses`,
    why: 'A health probe takes no input and needs no sign-in: it answers 200, or 503 when not ready, never a client error.',
  })),
];

interface Report {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Runs Redocly's linter (recommended rules) on the document; answers its JSON report. */
async function lint(dir: string): Promise<Report> {
  const run = promisify(execFile);
  const { stdout } = await run(process.execPath, [cli, 'lint', 'openapi.json', '--format=json'], {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as Report;
}

describe('the OpenAPI document', () => {
  let t: TestContext;
  let dir: string;

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<object>();
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
    fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const ignore = ['openapi.json:'];
    for (const rule of new Set(ACCEPTED.map((a) => a.rule))) {
      ignore.push(`  ${rule}:`);
      for (const accepted of ACCEPTED.filter((a) => a.rule === rule)) {
        ignore.push(`    # ${accepted.why}`, `    - '${accepted.pointer}'`);
      }
    }
    fs.writeFileSync(path.join(dir, '.redocly.lint-ignore.yaml'), `${ignore.join('\n')}\n`);

    const report = await lint(dir);
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: ACCEPTED.length });
  });
});
