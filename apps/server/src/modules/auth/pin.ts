import type { AuditAction, User } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import * as repo from './repository.ts';
import type { AuthService, Client, SessionUser } from './service.ts';
import { pinLimits, release, reserve } from './throttle.ts';
import { hashPassword, newToken, verifyPassword } from './tokens.ts';

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

  /**
   * `replacing` is the session the browser signed in with until now (a shared till where the next
   * staff member types their PIN): it is closed once the new one opens, so a switch leaves no
   * orphaned session behind, and the staff logs show who handed over to whom.
   */
  async login(
    by: { userId?: number; email?: string },
    pin: string,
    client: Client,
    replacing: SessionUser | null = null,
  ): Promise<{ token: string; user: User }> {
    const row = await repo.findUserForPin(this.db, { id: by.userId, email: by.email });
    const limits = pinLimits(String(row?.id ?? `?${by.userId ?? by.email}`), client.ip);
    await reserve(this.db, this.store.engine, limits);
    if (!(await verifyPin(row?.pinHash, pin)) || !row) {
      // Who typed it is unknown: the actor stays empty, the entity is the account tried.
      await this.audit(null, row?.id, client, 'auth.pin_failed', { userId: by.userId, email: by.email });
      throw new AppError('UNAUTHENTICATED', 'auth.wrongPin', { pin: 'field.wrongPin' });
    }
    await release(this.db, limits);
    if (!row.active) {
      await this.audit(row.id, row.id, client, 'auth.login_refused', { reason: 'disabled', via: 'pin' });
      throw new AppError('FORBIDDEN', 'auth.disabled');
    }
    const token = await this.auth.openSession(row.id, client);
    await this.audit(row.id, row.id, client, 'auth.pin_login');
    if (replacing) await this.auth.logout(replacing, client);
    const { pinHash: _omit, ...userRow } = row;
    return { token, user: await this.auth.toUser(userRow) };
  }

  /** The staff who can take orders with a PIN, for a shared till's lock screen: ids and names only. */
  async staff(): Promise<{ id: number; name: string }[]> {
    const rows = await repo.pinHoldersOf(this.db, 'orders.create');
    return rows
      .map((r) => ({ id: r.id, name: r.name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  private audit(
    actorId: number | null,
    userId: number | undefined,
    client: Client,
    action: AuditAction,
    data?: unknown,
  ): Promise<void> {
    return this.store.write({ userId: actorId, ip: client.ip }, (_trx, record) =>
      record({ action, entity: 'user', entityId: userId, data }),
    );
  }
}
