import { LOG_KINDS, type LogKind } from '@cashier/contracts';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { auditKindSql } from '../../db/audit-kinds.ts';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import type { LocalClock } from '../../db/local-clock.ts';
import { userNames } from '../users/read.ts';

/*
 * The staff logs read the audit log, which nothing changes or deletes, for its rows, and the
 * audit buckets (rollups-repository.ts) for how many rows of each kind a range holds. A row's kind
 * follows from its action (db/audit-kinds.ts), so filtering, counting and paging agree.
 */

const kindOf = (eb: ExpressionBuilder<Database, 'auditLog'>) => auditKindSql(eb);

export interface LogFilter {
  start: string;
  end: string;
  kind?: LogKind;
  userId?: number;
  q?: string;
  /** Actions whose words (in either language) hold `q`: a search finds a row by what it says. */
  actions?: string[];
}

function filtered(db: Db, f: LogFilter) {
  let q = db
    .selectFrom('auditLog')
    .where('auditLog.createdAt', '>=', f.start)
    .where('auditLog.createdAt', '<', f.end);
  if (f.userId) q = q.where('auditLog.userId', '=', f.userId);
  if (f.kind) {
    const kind = f.kind;
    q = q.where((eb) => eb(kindOf(eb), '=', kind));
  }
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const actions = f.actions ?? [];
    q = q.where((eb) =>
      eb.or([
        ...(['auditLog.action', 'auditLog.entity', 'auditLog.data'] as const).map(
          (column) => sql<SqlBool>`lower(coalesce(${eb.ref(column)}, '')) like ${like} escape '\\'`,
        ),
        ...(actions.length > 0 ? [eb('auditLog.action', 'in', actions)] : []),
      ]),
    );
  }
  return q;
}

/** One page of rows, newest first, with who made them, and how many match in all. */
export async function logPage(db: Db, f: LogFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select((eb) => [
        'auditLog.id',
        'auditLog.action',
        'auditLog.userId',
        'auditLog.entity',
        'auditLog.entityId',
        'auditLog.data',
        'auditLog.ip',
        'auditLog.createdAt',
        kindOf(eb as never).as('kind'),
      ])
      .orderBy('auditLog.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    f.q
      ? filtered(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      : bucketed(db, f)
          .select((eb) => eb.fn.sum<number>('count').as('n'))
          .executeTakeFirst(),
  ]);
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  const userName = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    rows: rows.map((r) => ({ ...r, userName: userName(r.userId), kind: r.kind })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * The audit buckets of the filter: they count rows by kind and user, so without words to search
 * for, the counts come from them instead of the log.
 */
function bucketed(db: Db, f: LogFilter) {
  let q = db.selectFrom('auditBuckets').where('bucket', '>=', f.start).where('bucket', '<', f.end);
  if (f.userId) q = q.where('userId', '=', f.userId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  return q;
}

/** Rows per kind. */
export async function countByKind(db: Db, f: LogFilter) {
  const rows = f.q
    ? await filtered(db, f)
        .select((eb) => [kindOf(eb).as('kind'), eb.fn.countAll<number>().as('n')])
        .groupBy('kind')
        .execute()
    : await bucketed(db, f)
        .select((eb) => ['kind', eb.fn.sum<number>('count').as('n')])
        .groupBy('kind')
        .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.n)]));
}

/** Rows per business day and kind (one query per offset segment). */
export async function countByDay(db: Db, f: LogFilter, clocks: LocalClock[]) {
  const parts = await Promise.all(
    clocks.map((c) => {
      const within = { ...f, start: c.segment.start, end: c.segment.end };
      return f.q
        ? filtered(db, within)
            .select((eb) => [
              c.day('auditLog.createdAt').as('date'),
              kindOf(eb).as('kind'),
              eb.fn.countAll<number>().as('n'),
            ])
            .groupBy(['date', 'kind'])
            .execute()
        : bucketed(db, within)
            .select((eb) => [c.day('bucket').as('date'), 'kind', eb.fn.sum<number>('count').as('n')])
            .groupBy(['date', 'kind'])
            .execute();
    }),
  );
  return parts.flat().map((r) => ({ date: r.date, kind: r.kind, count: Number(r.n) }));
}

export { LOG_KINDS };
