import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// COUNT and SUM come back as int8; every value we store fits in a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// A date (the reports' business days, computed in SQL) stays the 'YYYY-MM-DD' text it is sent as.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * Opens the database named by the config: a SQLite file (WAL, synchronous=FULL, foreign keys on)
 * or a PostgreSQL pool of at most `connections`.
 */
export function createDb(config: Pick<Config, 'engine' | 'databaseUrl'>, connections = 10): Db {
  const plugins = [new CamelCasePlugin()];
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: connections });
    pool.on('connect', prepareByText);
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  if (config.databaseUrl !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(config.databaseUrl)), { recursive: true });
  }
  const sqlite = new SQLite(config.databaseUrl);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
}

/**
 * A second, read-only connection to a SQLite file, for a thread that only reads (the reports):
 * WAL lets it read committed data while the server's own connection writes.
 */
export function createReadOnlySqlite(file: string): Db {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
}

const STATEMENT_CACHE = 500;

/** How many statements one PostgreSQL connection keeps prepared; the rest are planned each time. */
const PREPARED_PER_CONNECTION = 200;
let schemaGeneration = 0;

/**
 * A migration may change what `select *` answers, which a statement prepared before it can no
 * longer run; after one, connections prepare afresh under new names.
 */
export function forgetPreparedStatements(): void {
  schemaGeneration += 1;
}

/**
 * Planning costs PostgreSQL more than running our small statements (about 40% of its CPU time
 * on an order create), and node-postgres plans every query afresh unless the query is named. So
 * each connection names the parameterised queries it runs by their text, up to a bound (Kysely
 * builds `in (…)` lists of every length): each is parsed once per connection, and planned once
 * when PostgreSQL finds its generic plan as good as a fresh one (plan_cache_mode auto). Statements
 * named before a migration stay allocated until their connection closes, under names not reused.
 */
function prepareByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let names = new Map<string, string>();
  let generation = schemaGeneration;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    // Kysely's driver calls query(sql, parameters); anything else passes through untouched.
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length > 0) {
      return query(text, values, ...rest);
    }
    if (generation !== schemaGeneration) {
      names = new Map();
      generation = schemaGeneration;
    }
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
      name = `cashier_${generation}_${names.size}`;
      names.set(text, name);
    }
    return name === undefined ? query(text, values) : query({ name, text, values });
  }) as typeof client.query;
}

/**
 * Kysely prepares every query afresh; preparing costs more than running a small statement, so
 * prepared statements are kept by SQL text (an LRU of 500). A statement is reset after each run.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        // Native methods must run on the real database object, not the proxy.
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (source: string) => {
        let stmt = cache.get(source);
        if (stmt) {
          cache.delete(source);
        } else {
          stmt = prepare(source);
          if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
        }
        cache.set(source, stmt);
        return stmt;
      };
    },
  });
}
