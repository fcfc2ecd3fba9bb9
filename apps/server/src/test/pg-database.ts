import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a throwaway PostgreSQL database next to `adminUrl`'s and answers its URL and a drop.
 * @example const { url, drop } = await createPgDatabase(adminUrl, 'cashier_test');
 */
export async function createPgDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
