import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/** Everything the POS catalogue is built from; a write to any of them changes its version. */
const CATALOG_TABLES = ['categories', 'products', 'modifier_groups', 'modifiers', 'product_modifier_groups'];

/**
 * The POS catalogue's version (its ETag): a counter row that the database itself bumps, by
 * trigger, in the same transaction as any write to the catalogue tables or to the `currency`
 * setting. Triggers rather than application code, so no writer can forget it (the demo seed, a
 * bulk import, a hand edit): the version can only stay the same while the catalogue does.
 *
 * Under concurrency: the bump is an UPDATE of one row, so catalogue writers queue on its row lock
 * (PostgreSQL) or on the database's single writer (SQLite); each commit leaves a value no other
 * catalogue state ever had. On PostgreSQL the trigger first takes the transaction-scoped advisory
 * lock that event writers take (lib/changes.ts, 7310001), so every transaction acquires the two
 * locks in the same order (advisory, then counter) and a catalogue write cannot deadlock with a
 * transaction that records an event before touching the catalogue (a settings form saving the
 * currency after another key). Readers read the version before the rows, so a body is never
 * older than the version it is cached and sent under.
 *
 * `catalog_origin` is random per database, so a version from another (or a re-created) database
 * never matches this one's.
 */
export function catalogVersion(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`insert into counters (name, value) values ('catalog_version', 0), ('catalog_origin', ${randomInt(1, 2 ** 31 - 1)})`.execute(
        db,
      );
      const bump = sql`update counters set value = value + 1 where name = 'catalog_version'`;
      if (engine === 'postgres') {
        await sql`
          create function cashier_catalog_version_bump() returns trigger language plpgsql as $$
          begin
            perform pg_advisory_xact_lock(7310001);
            update counters set value = value + 1 where name = 'catalog_version';
            return null;
          end $$`.execute(db);
        for (const table of CATALOG_TABLES) {
          await sql`
            create trigger ${sql.raw(`${table}_catalog_version`)}
            after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function cashier_catalog_version_bump()`.execute(db);
        }
        await sql`
          create trigger settings_catalog_version after insert or update on settings
          for each row when (new.key = 'currency') execute function cashier_catalog_version_bump()`.execute(
          db,
        );
        return;
      }
      // SQLite has row triggers only, one event each.
      for (const table of CATALOG_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`
            create trigger ${sql.raw(`${table}_catalog_version_${event}`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin ${bump}; end`.execute(db);
        }
      }
      for (const event of ['insert', 'update']) {
        await sql`
          create trigger ${sql.raw(`settings_catalog_version_${event}`)}
          after ${sql.raw(event)} on settings when new.key = 'currency'
          begin ${bump}; end`.execute(db);
      }
    },
  };
}
