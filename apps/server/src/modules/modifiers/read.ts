import type { Db } from '../../db/kysely.ts';
import * as repo from './repository.ts';

/** What other modules read of modifiers without its service: the till's catalogue, in its snapshot. */

/** Every group with its product links and active options, as the till sells them. */
export const sellableModifiers = (db: Db) => repo.sellableModifiers(db);
