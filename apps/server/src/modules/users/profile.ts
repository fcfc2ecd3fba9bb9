import type { ProfileUpdate, StaffUser } from '@cashier/contracts';
import type { z } from 'zod';
import type { Actor } from '../../lib/changes.ts';
import { notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { confirmCurrentPassword, hashPassword, revokeUserSessions, type SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import { checkEmail, staffUsers } from './service.ts';

type ProfileData = z.output<typeof ProfileUpdate>;

/** A signed-in user changing their own account (the back office's /admin/profile). */
export class ProfileService {
  constructor(private readonly store: Store) {}

  async update(session: SessionUser, ip: string | null, data: ProfileData): Promise<StaffUser> {
    const id = session.user.id;
    const actor: Actor = { userId: id, ip };
    const current = await repo.findCredentials(this.store.db, id);
    if (!current) throw notFound('user');
    const emailChanged = data.email !== current.email;
    if (emailChanged || data.newPassword !== undefined) {
      await confirmCurrentPassword(this.store, actor, current, data.currentPassword);
    }
    // Hash outside the transaction, as the users service does: argon2 is slow.
    const [passwordHash, pinHash] = await Promise.all([
      data.newPassword === undefined ? undefined : hashPassword(data.newPassword),
      data.pin ? hashPassword(data.pin) : data.pin,
    ]);
    await this.store.write(actor, async (trx, record) => {
      await checkEmail(trx, data.email, id);
      const now = nowIso();
      await repo.updateUser(trx, id, {
        name: data.name,
        email: data.email,
        locale: data.locale,
        updatedAt: now,
        ...(passwordHash === undefined ? {} : { passwordHash }),
        ...(pinHash === undefined ? {} : { pinHash }),
      });
      // A new password ends the sessions on other devices (a lost phone, a shared till) but not
      // the one making the change.
      if (passwordHash !== undefined) await revokeUserSessions(trx, id, now, session.sessionId);
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
    const [user] = await staffUsers(this.store.db, { id });
    if (!user) throw notFound('user');
    return user;
  }
}
