// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const root = path.resolve(import.meta.dirname, '..');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

function stale(output, sources) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The workspace packages' sources, which both builds bundle.
const packages = 'packages';
// SKIP_BUILD=1: the caller built what it serves (e.g. parallel end-to-end runs with their own WEB_DIST).
const build = process.env.SKIP_BUILD !== '1';
if (
  build &&
  stale(path.join(root, 'apps/web/dist/index.html'), [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    packages,
  ])
) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (
  build &&
  stale(path.join(root, 'apps/site/dist/index.html'), [
    'apps/site/src',
    'apps/site/index.html',
    'apps/site/public',
    packages,
  ])
) {
  console.log('Building the guest site…');
  run(['run', 'build', '-w', 'apps/site']);
}
if (build && stale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', packages])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'apps/server']);
}

// Not spawnSync: a signal sent to this process (`npm start` stopped by a service manager, or a
// container's PID 1) must reach the server so it can shut down gracefully; its exit code is ours.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1)));
