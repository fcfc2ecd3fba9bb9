import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies in front to believe about the client's address (X-Forwarded-For) and scheme, as
 * Fastify's `trustProxy` takes it: false (none), a hop count, or the proxies' addresses and CIDRs.
 * Never plain `true`: Fastify would then take the left-most X-Forwarded-For entry, which the client
 * writes, so a forged header would get a fresh sign-in allowance per request.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, which Fastify accepts in a list. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.has(entry) || net.isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  return (
    family !== 0 &&
    rest.length === 0 &&
    /^\d{1,3}$/.test(bits ?? '') &&
    Number(bits) <= (family === 4 ? 32 : 128)
  );
};
const TRUST_PROXY_HELP =
  'must be false, the number of proxies in front (true means 1), or their addresses or CIDRs separated by commas (127.0.0.1,10.0.0.0/8)';

const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const v = raw.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  // `true` is one proxy: the usual nginx or Caddy on the same machine or in front of it.
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('./data/cashier.sqlite'),
  DATA_DIR: z.string().min(1).optional(),
  ADMIN_EMAIL: z.string().email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt(12 * 60),
  SESSION_MAX_DAYS: positiveInt(30),
  TRUST_PROXY: trustProxy.optional(),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  WEB_DIST: z.string().optional(),
  SITE_DIST: z.string().optional(),
  PRINT_CONNECT_TIMEOUT_MS: positiveInt(3000),
  PRINT_WRITE_TIMEOUT_MS: positiveInt(20_000),
});

export type Engine = 'sqlite' | 'postgres';

export interface Config {
  port: number;
  host: string;
  engine: Engine;
  /** SQLite file path (or ':memory:') or a postgres:// URL. */
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** See TrustProxy; false unless TRUST_PROXY says otherwise. */
  trustProxy: TrustProxy;
  /** Requests per minute one address may make to the routes open without signing in. */
  rateLimitPerMinute: number;
  /** How long a network printer may take to accept a connection, and to take a job's bytes. */
  print: { connectMs: number; writeMs: number };
  webDist: string;
  /** The guest site's build (apps/site/dist): its page at SITE_ROUTES, its files under /site/. */
  siteDist: string;
}

export class ConfigError extends Error {}

const KNOWN_PREFIX =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|ADMIN_|SEED_DEMO|LOG_LEVEL|SESSION_|TRUST_PROXY|RATE_LIMIT_|WEB_DIST|SITE_DIST|PRINT_)/;

/**
 * Reads and validates the environment; a bad value throws a ConfigError naming the variable.
 * @example loadConfig({ PORT: '8080' }).port // 8080
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => KNOWN_PREFIX.test(k) && v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const databaseUrl = e.DATABASE_URL.replace(/^file:/, '');
  const engine: Engine = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
  if (engine === 'sqlite' && /^[a-z][a-z0-9+.-]*:\/\//i.test(databaseUrl)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: must be a SQLite file path, file: URL or postgres:// URL',
    );
  }
  const dataDir = path.resolve(
    e.DATA_DIR ?? (engine === 'sqlite' && databaseUrl !== ':memory:' ? path.dirname(databaseUrl) : './data'),
  );
  return {
    port: e.PORT,
    host: e.HOST,
    engine,
    databaseUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? engine === 'sqlite',
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    print: { connectMs: e.PRINT_CONNECT_TIMEOUT_MS, writeMs: e.PRINT_WRITE_TIMEOUT_MS },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    siteDist: path.resolve(e.SITE_DIST ?? new URL('../../site/dist', import.meta.url).pathname),
  };
}
