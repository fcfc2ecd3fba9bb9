import type { OutboxEvent, TopicEvent } from '@cashier/contracts';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { eventSpan, eventsAfter, newestEventId } from '../db/outbox.ts';

type Listener = (event: OutboxEvent) => void;

const POLL_MS = 2000;
const BATCH = 500;

/**
 * Reads new rows from the event outbox and hands them to live subscribers (the SSE streams).
 * Woken in-process after a commit, by PostgreSQL NOTIFY from other instances, and by a slow poll
 * as a safety net; the outbox is the source of truth, so a missed wake-up only delays delivery.
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private lastId = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private pgClient: pg.Client | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'engine' | 'databaseUrl'>,
  ) {}

  async start(): Promise<void> {
    this.lastId = await this.maxId();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    if (this.config.engine === 'postgres') {
      this.pgClient = new pg.Client({ connectionString: this.config.databaseUrl });
      this.pgClient.on('notification', () => this.wake());
      this.pgClient.on('error', () => undefined);
      await this.pgClient.connect();
      await this.pgClient.query('LISTEN cashier_events');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.listeners.clear();
    await this.reading;
    await this.pgClient?.end().catch(() => undefined);
  }

  /**
   * Adds a live listener. With nobody listening the hub reads nothing, so the first listener
   * first brings it up to now: it must not read (and hand out) everything written while idle.
   */
  async subscribe(listener: Listener): Promise<() => void> {
    if (this.listeners.size === 0) this.lastId = Math.max(this.lastId, await this.maxId());
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The newest event id, and the oldest still kept (null when none is): the span a stream may resume in. */
  span(): Promise<{ oldest: number | null; newest: number }> {
    return eventSpan(this.db);
  }

  /** Asks for a read of new events; concurrent wakes coalesce into one more read. */
  wake(): void {
    if (this.listeners.size === 0) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.drain().finally(() => {
      this.reading = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Events after `afterId`, oldest first, for a stream resuming with Last-Event-ID. */
  async since(afterId: number, limit = BATCH): Promise<OutboxEvent[]> {
    const rows = await eventsAfter(this.db, afterId, limit);
    return rows.map((r) => {
      // Written only through its topic's schema (lib/changes.ts payloadText), so read as that.
      const event = { topic: r.topic, payload: JSON.parse(r.payload) as unknown } as TopicEvent;
      return { ...event, id: r.id, createdAt: r.createdAt, origin: r.origin };
    });
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const events = await this.since(this.lastId);
        for (const event of events) {
          this.lastId = event.id;
          for (const listener of this.listeners) listener(event);
        }
        if (events.length < BATCH) return;
      }
    } catch {
      // The next wake or poll retries from lastId; nothing is lost.
    }
  }

  private maxId(): Promise<number> {
    return newestEventId(this.db);
  }
}
