// The server the browser journeys run against, with a reset: Playwright's webServer starts this
// in place of `npm start`. The global setup, once it has set the restaurant up, asks for a snapshot
// of the database (POST /snapshot on the control port); each spec then asks for a reset (POST
// /reset): the server is stopped, the database copied back from the snapshot and the server started
// again, so every spec begins from the same state, passes alone and in any order, and nothing in the
// server's memory outlives a spec. Test-only: it lives in e2e/, and the server knows nothing of it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT);
const control = Number(process.env.E2E_CONTROL_PORT);
const database = process.env.DATABASE_URL;
if (!port || !control || !database) throw new Error('PORT, E2E_CONTROL_PORT and DATABASE_URL are needed');
const snapshotOf = (file) => `${file}.snapshot`;
/** The database and the write-ahead log files SQLite may keep beside it. */
const files = [database, `${database}-wal`, `${database}-shm`];

let server = null;

/** `npm start`'s script: the first start builds what is missing; a restart builds nothing. */
async function start(build) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(build ? {} : { SKIP_BUILD: '1' }) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  server = { child, exited };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const exit = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, undefined))]);
    if (exit !== undefined) throw new Error(`the server exited with ${exit} while starting`);
    const ready = await fetch(`http://127.0.0.1:${port}/v1/settings`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
  }
}

/** Stops the server as a service manager would, so it closes the database cleanly. */
async function stop() {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  server = null;
}

function copyAll(from, to) {
  for (const [i, file] of files.entries()) {
    fs.rmSync(to(file, i), { force: true });
    if (fs.existsSync(from(file, i))) fs.copyFileSync(from(file, i), to(file, i));
  }
}

const actions = {
  async snapshot() {
    await stop();
    copyAll((file) => file, snapshotOf);
    await start(false);
  },
  async reset() {
    if (!fs.existsSync(snapshotOf(database))) throw new Error('no snapshot yet: the global setup takes it');
    await stop();
    copyAll(snapshotOf, (file) => file);
    await start(false);
  },
};

// One action at a time, in the order asked.
let queue = Promise.resolve();
http
  .createServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url?.slice(1) ?? ''] : undefined;
    if (!action) return res.writeHead(404).end();
    const started = Date.now();
    queue = queue.then(() =>
      action().then(
        () => {
          // On stderr, which Playwright shows of a webServer (stdout only with DEBUG=pw:webserver).
          console.error(`e2e ${req.url?.slice(1)}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
          res.writeHead(204).end();
        },
        (error) => res.writeHead(500).end(String(error?.stack ?? error)),
      ),
    );
  })
  .listen(control, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    void stop().finally(() => process.exit(0));
  });
}
await start(true);
