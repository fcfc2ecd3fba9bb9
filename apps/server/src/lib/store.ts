import type { EventTopic } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import type { Engine } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import { insertEvents } from '../db/outbox.ts';
import { recordChange, type Actor, type Change, type PendingEvent } from './changes.ts';
import { DomainHandlers, type Raise, type Tx } from './domain-events.ts';
import type { EventHub } from './event-hub.ts';

export type Record = (change: Change) => Promise<void>;

/** Told, after a commit, the topics of the events the transaction wrote. */
export type CommitListener = (topics: ReadonlySet<EventTopic>) => void;

/** The database plus the one way to change it: a transaction that also writes audit and events. */
export class Store {
  private readonly committed = new Set<CommitListener>();

  constructor(
    readonly db: Db,
    readonly engine: Engine,
    private readonly hub: EventHub,
    /** The modules' answers to domain events (see lib/domain-events.ts), wired in app.ts. */
    readonly handlers: DomainHandlers = new DomainHandlers(),
  ) {}

  /**
   * Runs `fn` in a transaction; `record` adds the audit row to it at once, and the outbox event at
   * its end, with the last writes the handlers' hooks ask for (the report rollups, holding the
   * events lock only until the commit); `raise` runs a domain event's handlers at once, in the
   * same transaction. Live streams are woken after the commit.
   * @example await store.write(actor, async (trx, record, raise) => { ...; await record({ action: 'x' }) })
   */
  async write<T>(
    actor: Actor,
    fn: (trx: Transaction<Database>, record: Record, raise: Raise) => Promise<T>,
  ): Promise<T> {
    const events: PendingEvent[] = [];
    const result = await this.db.transaction().execute(async (trx) => {
      this.handlers.begin(trx);
      const tx: Tx = {
        trx,
        record: (change) => recordChange(trx, actor, change, events, tx.raise),
        raise: (event, payload) => this.handlers.run(event, payload, tx),
      };
      const answer = await fn(trx, tx.record, tx.raise);
      await insertEvents(trx, this.engine, events, this.handlers.end(trx));
      return answer;
    });
    this.hub.wake();
    if (this.committed.size > 0 && events.length > 0) {
      const topics = new Set(events.map((e) => e.topic));
      for (const listener of this.committed) listener(topics);
    }
    return result;
  }

  /**
   * Listens to this instance's commits, without reading the outbox back (the print queue wakes
   * on its own jobs this way). Answers the way to stop.
   */
  onCommit(listener: CommitListener): () => void {
    this.committed.add(listener);
    return () => this.committed.delete(listener);
  }
}
