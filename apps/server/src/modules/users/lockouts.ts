import type { Lockout } from '@cashier/contracts';
import { notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { clearLockout, currentLockouts, findLockout } from '../auth/index.ts';
import * as repo from './repository.ts';
import type { Caller } from './service.ts';
import { checkHolds } from './service.ts';

/** Sign-in lockouts as the users screen shows them, and their clearing by someone who manages users. */
export class LockoutsService {
  constructor(private readonly store: Store) {}

  async list(): Promise<Lockout[]> {
    const rows = await currentLockouts(this.store.db);
    const users = await repo.usersByIdOrEmail(this.store.db, {
      ids: rows.filter((r) => r.kind === 'pin' || r.kind === 'approve').flatMap((r) => userIdOf(r.subject)),
      emails: rows.filter((r) => r.kind === 'login').flatMap((r) => r.subject ?? []),
    });
    return rows.map((r) => {
      const user =
        r.kind === 'login'
          ? users.find((u) => u.email === r.subject)
          : users.find((u) => u.id === userIdOf(r.subject)[0]);
      return {
        key: r.key,
        kind: r.kind,
        email: r.kind === 'login' ? r.subject : (user?.email ?? null),
        userId: user?.id ?? null,
        userName: user?.name ?? null,
        ip: r.ip,
        failures: r.failures,
        lockedUntil: r.lockedUntil,
      };
    });
  }

  /**
   * Lifts a lockout at once. A lockout on someone's account is lifted only by who may manage that
   * account (holds every permission of its role), since it stops guesses at their password or PIN.
   */
  async clear(caller: Caller, key: string): Promise<void> {
    const row = await findLockout(this.store.db, key);
    if (!row) throw notFound('lockout');
    const [target] = await repo.usersByIdOrEmail(this.store.db, {
      ids: row.kind === 'pin' || row.kind === 'approve' ? userIdOf(row.subject) : [],
      emails: row.kind === 'login' && row.subject ? [row.subject] : [],
    });
    await this.store.write({ userId: caller.session.user.id, ip: caller.ip }, async (trx, record) => {
      if (target && target.id !== caller.session.user.id) await checkHolds(trx, caller, target.roleId);
      await clearLockout(trx, key);
      await record({
        action: 'lockout.clear',
        entity: 'user',
        entityId: target?.id,
        data: { kind: row.kind, subject: row.subject, ip: row.ip, failures: row.failures },
      });
    });
  }
}

/** A PIN or approval lockout names its user by id; one for an unknown user is `?…`. */
function userIdOf(subject: string | null): number[] {
  return subject && /^\d+$/.test(subject) ? [Number(subject)] : [];
}
