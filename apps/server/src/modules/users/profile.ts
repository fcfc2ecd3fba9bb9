import type { ProfileUpdate, StaffUser } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { clearThrottle } from '../auth/repository.ts';
import { MAX_FAILURES, type SessionUser } from '../auth/service.ts';
import { countFailure, refuseIfLocked } from '../auth/throttle.ts';
import { hashPassword, verifyPassword } from '../auth/tokens.ts';
import * as repo from './repository.ts';
import { checkEmail } from './service.ts';

type ProfileData = z.output<typeof ProfileUpdate>;

/** A signed-in user changing their own account (the back office's /admin/profile). */
export class ProfileService {
  constructor(private readonly store: Store) {}

  async update(session: SessionUser, ip: string | null, data: ProfileData): Promise<StaffUser> {
    const id = session.user.id;
    const actor: Actor = { userId: id, ip };
    const current = await repo.findCredentials(this.store.db, id);
    if (!current) throw notFound('User');
    const emailChanged = data.email !== current.email;
    if (emailChanged || data.newPassword !== undefined) {
      await this.checkCurrentPassword(actor, current, data.currentPassword);
    }
    // Hash outside the transaction, as the users service does: argon2 is slow.
    const [passwordHash, pinHash] = await Promise.all([
      data.newPassword === undefined ? undefined : hashPassword(data.newPassword),
      data.pin ? hashPassword(data.pin) : data.pin,
    ]);
    await this.store.write(actor, async (trx, record) => {
      await checkEmail(trx, data.email, id);
      const now = nowIso();
      await trx
        .updateTable('users')
        .set({
          name: data.name,
          email: data.email,
          locale: data.locale,
          updatedAt: now,
          ...(passwordHash === undefined ? {} : { passwordHash }),
          ...(pinHash === undefined ? {} : { pinHash }),
        })
        .where('id', '=', id)
        .execute();
      // A new password ends the sessions on other devices (a lost phone, a shared till) but not
      // the one making the change.
      if (passwordHash !== undefined) await repo.revokeSessions(trx, id, now, session.sessionId);
      await record({
        action: 'profile.update',
        entity: 'user',
        entityId: id,
        data: {
          name: data.name,
          email: data.email,
          locale: data.locale,
          emailChanged: emailChanged || undefined,
          passwordChanged: passwordHash !== undefined || undefined,
          pin: data.pin === undefined ? undefined : data.pin ? 'set' : 'cleared',
        },
        event: { topic: 'user.updated', payload: { id } },
      });
    });
    const [user] = await repo.listUsers(this.store.db, { id });
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * A stolen or unattended session must not be enough to take the account over. Wrong guesses
   * count against the same budget as failed sign-ins for this e-mail, so the session cannot be used
   * to try passwords faster than the sign-in form allows.
   */
  private async checkCurrentPassword(
    actor: Actor,
    current: { email: string; passwordHash: string },
    password: string | undefined,
  ): Promise<void> {
    if (!password) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Enter your current password to change your password or email.',
        {
          currentPassword: 'Required to change the password or email',
        },
      );
    }
    const key = `email:${current.email}`;
    await refuseIfLocked(this.store.db, [key]);
    if (!(await verifyPassword(current.passwordHash, password))) {
      await countFailure(this.store.db, [{ key, max: MAX_FAILURES }]);
      await this.store.write(actor, (_trx, record) =>
        record({ action: 'profile.password_failed', entity: 'user', entityId: actor.userId ?? undefined }),
      );
      throw new AppError('RULE_BROKEN', 'The current password is incorrect.', {
        currentPassword: 'Incorrect password',
      });
    }
    await clearThrottle(this.store.db, key);
  }
}
