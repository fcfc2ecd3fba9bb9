import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  LOG_KINDS,
  previousRange,
  type StaffLogsQuery,
  type StaffLogsReport,
} from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { RestaurantDay } from '../settings/read.ts';
import { localClocks } from '../../db/local-clock.ts';
import { spanOf } from './daily.ts';
import * as logs from './logs-repository.ts';

/** The actions whose sentence, in English or Arabic, holds the words searched for. */
function saying(words: string | undefined): string[] | undefined {
  if (!words) return undefined;
  const needle = words.toLocaleLowerCase();
  return AUDIT_ACTIONS.filter((a) =>
    Object.values(AUDIT_ACTION_WORDS[a]).some((w: string) => w.toLocaleLowerCase().includes(needle)),
  );
}

/** The most rows one CSV of the staff logs holds. */
export const LOG_EXPORT_MAX = 50_000;

/**
 * The staff logs: the audit log over business days, filtered by kind, user and words, a page at
 * a time, with counts per kind against the previous period and per day. Read only.
 */
export async function staffLogs(
  db: Db,
  engine: Engine,
  day: RestaurantDay,
  q: StaffLogsQuery,
  page = { limit: q.perPage, offset: (q.page - 1) * q.perPage },
): Promise<StaffLogsReport> {
  const span = spanOf(day, q.from, q.to);
  const previous = previousRange(q.from, q.to);
  const filter = { ...span, kind: q.kind, userId: q.userId, q: q.q, actions: saying(q.q) };
  const [found, now, before, byDay] = await Promise.all([
    logs.logPage(db, filter, page),
    logs.countByKind(db, filter),
    logs.countByKind(db, { ...filter, ...spanOf(day, previous.from, previous.to) }),
    logs.countByDay(db, filter, localClocks(engine, span, day.timeZone, day.startHour)),
  ]);
  return {
    from: q.from,
    to: q.to,
    logs: found.rows,
    total: found.total,
    page: q.page,
    perPage: q.perPage,
    currency: day.currency,
    timeZone: day.timeZone,
    kinds: LOG_KINDS.map((kind) => ({ kind, count: now.get(kind) ?? 0, previous: before.get(kind) ?? 0 })),
    byDay: byDay.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)),
    previous,
  };
}
