import { IDEMPOTENCY_KEY_RETENTION_MS } from '../orders/index.ts';

const DAY_MS = 86_400_000;

/**
 * How long each table that grows with traffic keeps a row once it is no longer needed. Business
 * records (orders, payments, refunds, the audit log) are kept: they are the restaurant's books.
 */
export const RETENTION = {
  /** After creation; see IDEMPOTENCY_KEY_RETENTION_MS. */
  idempotencyKeys: IDEMPOTENCY_KEY_RETENTION_MS,
  /**
   * After expiry (an approval lives 2 minutes). The audit log already records who approved what
   * (approval.granted, approval.used with the approver), so the rows only help an investigation
   * of the last days.
   */
  approvals: 7 * DAY_MS,
  /** After the session ended (revoked, expired, or idle past SESSION_IDLE_MINUTES). */
  sessions: 7 * DAY_MS,
  /** After the first failure of a window that is over and not locked: it counts for nothing more. */
  loginThrottle: DAY_MS,
  /** Outbox events: see EVENT_RETENTION_MS. */
  events: 7 * DAY_MS,
  /**
   * Print jobs, after they printed: a reprint comes from the order, not the job, and each row
   * holds the whole document. Jobs not printed stay until staff retry them or the printer goes.
   */
  printJobs: 7 * DAY_MS,
  /**
   * Counter displays, after their last push: one row per display (each push overwrites it), and a
   * display nobody pushed to for a day shows nothing anyway; its next push makes the row again.
   */
  displays: DAY_MS,
  /**
   * A display's events (display.updated, each a whole cart), after they were written: they only
   * tell a screen that is connected, and a screen that (re)connects reads the display's row, so
   * the outbox need not keep a week of carts for a stream to replay.
   */
  displayEvents: 10 * 60_000,
} as const;

/**
 * How long the event outbox keeps a row. A screen resuming with a Last-Event-ID older than the
 * oldest row kept has missed events for good and must reload; the newest row is always kept, so
 * the ids never start again from 1.
 */
export const EVENT_RETENTION_MS = RETENTION.events;

/** Rows deleted per statement (kept in db/prune.ts, beside the owners' prunes that use it). */
export { PRUNE_BATCH } from '../../db/prune.ts';

/** How often the pruning runs (and once at start). */
export const PRUNE_EVERY_MS = 3_600_000;
