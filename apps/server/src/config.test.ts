import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded SQLite with the demo', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, engine: 'sqlite', seedDemo: true });
    expect(c.databaseUrl).toBe('./data/cashier.sqlite');
  });

  it('detects PostgreSQL and skips the demo there unless asked', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/cashier' });
    expect(c).toMatchObject({ engine: 'postgres', seedDemo: false });
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.sqlite' }).databaseUrl).toBe('/tmp/x.sqlite');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,proxy.example.com' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads TRUST_PROXY as a hop count or the proxies\' addresses; true is one hop, never "trust all"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the server with a non-zero exit and the variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: ':memory:' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PORT');
  });
});
