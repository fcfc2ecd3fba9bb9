import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { migrations } from '../../db/migrations/index.ts';
import * as repo from './repository.ts';

/** A readiness probe answers within this, even when the database hangs (a black-holed network). */
export const READY_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Whether this instance can serve: the database answers and has every migration this build knows. */
export class HealthService {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  async readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
    });
    let applied: string[];
    try {
      applied = await Promise.race([repo.appliedMigrations(this.db), timeout]);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ready: false, reason: `Cannot read the database's migrations: ${why}` };
    } finally {
      clearTimeout(timer);
    }
    const done = new Set(applied);
    const missing = Object.keys(migrations(this.engine)).filter((name) => !done.has(name));
    if (missing.length) return { ready: false, reason: `Migrations not applied yet: ${missing.join(', ')}` };
    return { ready: true };
  }
}
