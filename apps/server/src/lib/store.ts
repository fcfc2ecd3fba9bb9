import type { Transaction } from 'kysely';
import type { Engine } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import { insertEvents } from '../db/outbox.ts';
import { recordChange, type Actor, type Change, type PendingEvent } from './changes.ts';
import type { EventHub } from './event-hub.ts';

export type Record = (change: Change) => Promise<void>;

/** The database plus the one way to change it: a transaction that also writes audit and events. */
export class Store {
  constructor(
    readonly db: Db,
    readonly engine: Engine,
    private readonly hub: EventHub,
  ) {}

  /**
   * Runs `fn` in a transaction; `record` adds the audit row to it at once and the outbox event at
   * its end (events are the transaction's last writes, holding the events lock only until the
   * commit). Live streams are woken after the commit.
   * @example await store.write(actor, async (trx, record) => { ...; await record({ action: 'x' }) })
   */
  async write<T>(actor: Actor, fn: (trx: Transaction<Database>, record: Record) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(async (trx) => {
      const events: PendingEvent[] = [];
      const answer = await fn(trx, (change) => recordChange(trx, actor, change, events));
      await insertEvents(trx, this.engine, events);
      return answer;
    });
    this.hub.wake();
    return result;
  }
}
