import type { User } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import * as repo from './repository.ts';
import type { AuthService, Client } from './service.ts';
import { countFailure, refuseIfLocked, type Limit } from './throttle.ts';
import { hashPassword, newToken, verifyPassword } from './tokens.ts';

/**
 * A PIN has only 10^4–10^6 values, so it gets a tighter budget than a password: 5 failures within
 * 15 minutes lock that user's PIN for 15 minutes (password sign-in stays open).
 */
export const MAX_PIN_FAILURES = 5;
/**
 * PIN failures from one address, across users, so one terminal cannot spray PINs over the whole
 * staff list. Kept apart from the password address key so a busy till's typos never lock out
 * password sign-in from that address.
 */
export const MAX_PIN_ADDRESS_FAILURES = 20;

export const pinAddressLimit = (client: Client): Limit => ({
  key: `pin-ip:${client.ip ?? 'unknown'}`,
  max: MAX_PIN_ADDRESS_FAILURES,
});

let dummyPinHash: Promise<string> | null = null;
/** Verifying against a throwaway hash keeps an unknown user or a missing PIN as slow as a wrong one. */
export function verifyPin(pinHash: string | null | undefined, pin: string): Promise<boolean> {
  dummyPinHash ??= hashPassword(newToken());
  return pinHash ? verifyPassword(pinHash, pin) : dummyPinHash.then((h) => verifyPassword(h, pin));
}

/** Quick POS sign-in with a staff PIN; the session is the same kind a password sign-in opens. */
export class PinService {
  private readonly db: Db;
  constructor(
    private readonly store: Store,
    private readonly auth: AuthService,
  ) {
    this.db = store.db;
  }

  async login(
    by: { userId?: number; email?: string },
    pin: string,
    client: Client,
  ): Promise<{ token: string; user: User }> {
    const row = await repo.findUserForPin(this.db, { id: by.userId, email: by.email });
    const limits = [
      { key: `pin:${row?.id ?? `?${by.userId ?? by.email}`}`, max: MAX_PIN_FAILURES },
      pinAddressLimit(client),
    ];
    await refuseIfLocked(
      this.db,
      limits.map((l) => l.key),
    );
    if (!(await verifyPin(row?.pinHash, pin)) || !row) {
      await countFailure(this.db, limits);
      // Who typed it is unknown: the actor stays empty, the entity is the account tried.
      await this.audit(null, row?.id, client, 'auth.pin_failed', { userId: by.userId, email: by.email });
      throw new AppError('UNAUTHENTICATED', 'The PIN is incorrect.', { pin: 'Incorrect PIN' });
    }
    if (!row.active) {
      await this.audit(row.id, row.id, client, 'auth.login_refused', { reason: 'disabled', via: 'pin' });
      throw new AppError('FORBIDDEN', 'This account is disabled. Ask an administrator to enable it.');
    }
    await repo.clearThrottle(this.db, limits[0]!.key);
    const token = await this.auth.openSession(row.id, client);
    await this.audit(row.id, row.id, client, 'auth.pin_login');
    const { pinHash: _omit, ...userRow } = row;
    return { token, user: await this.auth.toUser(userRow) };
  }

  private audit(
    actorId: number | null,
    userId: number | undefined,
    client: Client,
    action: string,
    data?: unknown,
  ): Promise<void> {
    return this.store.write({ userId: actorId, ip: client.ip }, (_trx, record) =>
      record({ action, entity: 'user', entityId: userId, data }),
    );
  }
}
