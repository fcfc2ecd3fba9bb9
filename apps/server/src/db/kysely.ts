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

/**
 * Opens the database named by the config: a SQLite file (WAL, synchronous=FULL, foreign keys on)
 * or a PostgreSQL pool.
 */
export function createDb(config: Pick<Config, 'engine' | 'databaseUrl'>): Db {
  const plugins = [new CamelCasePlugin()];
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
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

const STATEMENT_CACHE = 500;

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
