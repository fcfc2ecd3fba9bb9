/** The builds the benchmark serves, and the real server it starts on a free port. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { OWNER, ROOT } from './config.ts';

function newest(p: string): number {
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

function stale(output: string, sources: string[]): boolean {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return sources.some((s) => newest(path.join(ROOT, s)) > built);
}

function run(command: string, args: string[], cwd = ROOT): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** The web build to serve: WEB_DIST, the shared dist when fresh, or a private build in `tmp`. */
export function webDist(tmp: string): string {
  if (process.env.WEB_DIST) return path.resolve(process.env.WEB_DIST);
  const shared = path.join(ROOT, 'apps/web/dist');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'];
  if (!stale(path.join(shared, 'index.html'), sources)) {
    console.log('web: apps/web/dist is fresh, not building');
    return shared;
  }
  const out = path.join(tmp, 'web-dist');
  console.log(`web: apps/web/dist is older than its sources; building into ${out}`);
  run(
    'npx',
    ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    path.join(ROOT, 'apps/web'),
  );
  return out;
}

export function serverBuild(): void {
  if (stale(path.join(ROOT, 'apps/server/dist/main.js'), ['apps/server/src', 'packages/contracts/src'])) {
    console.log('server: dist is older than its sources; npm run build -w apps/server');
    run('npm', ['run', 'build', '-w', 'apps/server']);
  } else console.log('server: apps/server/dist/main.js is fresh, not building');
}

export async function freePort(): Promise<number> {
  // Above 3300, clear of the e2e runs' ports.
  for (let port = 3300 + Math.floor(Math.random() * 600); ; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
}

export async function startServer(
  port: number,
  dbFile: string,
  dist: string,
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbFile,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/settings`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
