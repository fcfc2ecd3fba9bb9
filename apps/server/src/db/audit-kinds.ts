import type { LogKind } from '@cashier/contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema.ts';

/*
 * What an audit row is about (its kind, for the staff logs) follows from its action by the one
 * table below: in SQL for filtering and paging the log, in JS for the audit buckets written with
 * each row (modules/reports/rollups-repository.ts). A test holds the two to the same answers.
 */

/** The actions of each kind: exact names, or a prefix ending in a dot. */
const KIND_ACTIONS: Record<Exclude<LogKind, 'other' | 'void'>, string[]> = {
  'sign-in': ['auth.login', 'auth.pin_login', 'auth.token_exchanged', 'auth.logout'],
  'failed-sign-in': [
    'auth.login_failed',
    'auth.login_refused',
    'auth.pin_failed',
    'auth.locked',
    'auth.slowed',
    'auth.disabled',
    'profile.password_failed',
  ],
  refund: ['order.refund', 'customer.refund'],
  approval: ['approval.'],
  price: ['product.', 'modifier-group.', 'category.'],
  settings: ['setting.', 'plugin.', 'printer.', 'role.', 'user.', 'lockout.', 'station.', 'site-page.'],
  shift: ['shift.', 'day.', 'z-report.'],
};

/** A cancel is an order update whose recorded status became canceled. */
const VOID_ACTION = 'order.update';
const VOID_DATA = '"status":"canceled"';

const matches = (action: string, a: string) => (a.endsWith('.') ? action.startsWith(a) : action === a);

/** The kind of one row. */
export function auditKind(action: string, data: string | null): LogKind {
  if (action === VOID_ACTION && data?.includes(VOID_DATA)) return 'void';
  for (const [kind, actions] of Object.entries(KIND_ACTIONS))
    if (actions.some((a) => matches(action, a))) return kind as LogKind;
  return 'other';
}

type Eb = ExpressionBuilder<Database, 'auditLog'>;

function matchesSql(eb: Eb, actions: string[]): Expression<SqlBool> {
  return eb.or(
    actions.map((a) =>
      a.endsWith('.') ? eb('auditLog.action', 'like', `${a}%`) : eb('auditLog.action', '=', a),
    ),
  );
}

/** The kind of each row, as SQL. */
export function auditKindSql(eb: Eb) {
  let c = eb
    .case()
    .when(eb.and([eb('auditLog.action', '=', VOID_ACTION), eb('auditLog.data', 'like', `%${VOID_DATA}%`)]))
    .then(sql.lit<LogKind>('void'));
  for (const [kind, actions] of Object.entries(KIND_ACTIONS))
    c = c.when(matchesSql(eb, actions)).then(sql.lit(kind as LogKind));
  return c.else(sql.lit<LogKind>('other')).end();
}
