// `npm test`: lint, types, unit and API suites (SQLite and PostgreSQL), build, then the browser
// journeys in Debian's Chromium. Ends with one line counting every test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cashier-test-'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'fonts-noto-color-emoji'], {
      stdio: 'inherit',
      env,
    });
  }
  if (fs.existsSync(CHROMIUM)) return true;
  console.error(
    `\nChromium was not found at ${CHROMIUM}. Install Debian's package as root (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

function counts(file, pick) {
  try {
    return pick(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

let ok = step('lint', 'npm', ['run', 'lint']);
ok = step('typecheck', 'npm', ['run', 'typecheck']) && ok;
const vitestJson = path.join(reports, 'vitest.json');
ok =
  step('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]) && ok;
const built = step('build', 'npm', ['run', 'build']);
const playwrightJson = path.join(reports, 'playwright.json');
const browserOk =
  built &&
  ensureChromium() &&
  step('browser journeys', 'npm', ['test', '-w', 'e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
    CHROMIUM_PATH: CHROMIUM,
  });
ok = ok && built && browserOk;

const unit = counts(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const browser =
  browserOk || fs.existsSync(playwrightJson)
    ? counts(playwrightJson, (r) => ({
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        skipped: r.stats.skipped,
      }))
    : { passed: 0, failed: 1, skipped: 0 };
const passed = unit.passed + browser.passed;
// A failed lint, type check or build counts as one failure even when every test passed.
const failed = Math.max(unit.failed + browser.failed, ok ? 0 : 1);
console.log(`\n${ok ? 'All checks passed.' : 'Some checks FAILED (see above).'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${unit.skipped + browser.skipped} skipped`);
process.exit(ok ? 0 : 1);
