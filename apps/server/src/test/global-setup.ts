import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Finds the PostgreSQL server the API suites also run on. A developer without one gets a loud
 * notice and SQLite only; with REQUIRE_POSTGRES=1 (CI) a missing server fails the run.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL_PG ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('postgresUrl', url);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${url} is not reachable: ${why}`);
    }
    console.warn(
      `\n!!! PostgreSQL at ${url} is not reachable (${why}).\n!!! The API suites run on SQLite only. Set DATABASE_URL_PG or start PostgreSQL to run them on both.\n`,
    );
    project.provide('postgresUrl', null);
  } finally {
    await client.end().catch(() => undefined);
  }
}
