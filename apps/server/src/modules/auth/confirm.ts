import type { Actor } from '../../lib/changes.ts';
import { AppError } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { loginLimits, release, reserve } from './throttle.ts';
import { verifyPassword } from './tokens.ts';

/**
 * Asks for the current password before a user changes their own e-mail or password, on every
 * route that can: a stolen or unattended session must not be enough to take the account over.
 * Guesses count against the same budget as sign-ins to that account from that address, so a
 * session cannot try passwords faster than the sign-in form allows.
 */
export async function confirmCurrentPassword(
  store: Store,
  actor: Actor,
  current: { email: string; passwordHash: string },
  password: string | undefined,
): Promise<void> {
  if (!password) {
    throw new AppError('VALIDATION_FAILED', 'auth.currentPassword', {
      currentPassword: 'field.currentPassword',
    });
  }
  const limits = loginLimits(current.email, actor.ip);
  await reserve(store.db, store.engine, limits);
  if (!(await verifyPassword(current.passwordHash, password))) {
    await store.write(actor, (_trx, record) =>
      record({ action: 'profile.password_failed', entity: 'user', entityId: actor.userId ?? undefined }),
    );
    throw new AppError('RULE_BROKEN', 'auth.currentPasswordWrong', {
      currentPassword: 'field.wrongPassword',
    });
  }
  await release(store.db, limits);
}
