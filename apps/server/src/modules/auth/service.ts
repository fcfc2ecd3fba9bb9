import type { AuditAction, User } from '@cashier/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import type { Store } from '../../lib/store.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';
import * as throttle from './throttle.ts';
import { hashPassword, newToken, tokenHash, verifyPassword } from './tokens.ts';

/** Writing last_seen on every request would turn each read into a write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  sessionId: number;
  user: User;
}

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

export class AuthService {
  private dummyHash: Promise<string> | null = null;
  private readonly db: Db;

  constructor(
    private readonly store: Store,
    private readonly config: Pick<Config, 'sessionIdleMs' | 'sessionMaxMs'>,
  ) {
    this.db = store.db;
  }

  async login(email: string, password: string, client: Client): Promise<{ token: string; user: User }> {
    const limits = throttle.loginLimits(email, client.ip);
    await throttle.reserve(this.db, this.store.engine, limits);
    const row = await repo.findUserByEmail(this.db, email);
    // Verify against a throwaway hash when the email is unknown, so timing does not reveal accounts.
    const passwordOk = await verifyPassword(row?.passwordHash ?? (await this.getDummyHash()), password);
    if (!row || !passwordOk) {
      await this.audit({ userId: null, ip: client.ip }, 'auth.login_failed', { email });
      throw new AppError('UNAUTHENTICATED', 'auth.wrongPassword');
    }
    await throttle.release(this.db, limits);
    if (!row.active) {
      await this.audit({ userId: row.id, ip: client.ip }, 'auth.login_refused', { reason: 'disabled' });
      throw new AppError('FORBIDDEN', 'auth.disabled');
    }
    const token = await this.openSession(row.id, client);
    await this.audit({ userId: row.id, ip: client.ip }, 'auth.login');
    const { passwordHash: _omit, ...userRow } = row;
    return { token, user: await this.toUser(userRow) };
  }

  /** Resolves a bearer/cookie token to its live session, or null. Extends the idle window. */
  async authenticate(token: string): Promise<SessionUser | null> {
    const row = await repo.findSessionByHash(this.db, tokenHash(token));
    if (!row || row.revokedAt || !row.active) return null;
    const now = Date.now();
    const lastSeen = Date.parse(row.lastSeenAt);
    if (Date.parse(row.expiresAt) <= now || now - lastSeen > this.config.sessionIdleMs) return null;
    if (now - lastSeen > TOUCH_EVERY_MS) await repo.touchSession(this.db, row.sessionId, nowIso(now));
    const { sessionId, lastSeenAt: _l, expiresAt: _e, revokedAt: _r, ...userRow } = row;
    return { sessionId, user: await this.toUser(userRow) };
  }

  /**
   * decrypToken, kept from the original API: the given token is revoked and a fresh one issued.
   * The revocation, the new session and `session.ended` commit together, so the old token's live
   * streams end as soon as the exchange is answered (events/routes.ts).
   */
  async exchange(token: string, client: Client): Promise<string> {
    const session = await this.authenticate(token);
    if (!session) throw new AppError('UNAUTHENTICATED', 'auth.expired');
    const actor = { userId: session.user.id, ip: client.ip };
    return this.store.write(actor, async (trx, record) => {
      if (!(await repo.revokeSession(trx, session.sessionId, nowIso()))) {
        throw new AppError('UNAUTHENTICATED', 'auth.expired');
      }
      const fresh = await this.openSession(session.user.id, client, trx);
      await record(this.ended(session, 'auth.token_exchanged'));
      return fresh;
    });
  }

  /** Revokes the session; its live streams end on the `session.ended` written with it. */
  async logout(session: SessionUser, client: Client): Promise<void> {
    await this.store.write({ userId: session.user.id, ip: client.ip }, async (trx, record) => {
      await repo.revokeSession(trx, session.sessionId, nowIso());
      await record(this.ended(session, 'auth.logout'));
    });
  }

  /** The audit row of a session's end, with the event that closes its streams on every instance. */
  private ended(session: SessionUser, action: AuditAction) {
    return {
      action,
      entity: 'user',
      entityId: session.user.id,
      event: {
        topic: 'session.ended' as const,
        payload: { id: session.user.id, sessionId: session.sessionId },
      },
    };
  }

  /** Also used by PIN sign-in (pin.ts), so both kinds of session are the same. */
  async openSession(userId: number, client: Client, db: Db = this.db): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await repo.insertSession(db, {
      userId,
      tokenHash: tokenHash(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      now: nowIso(now),
      expiresAt: nowIso(now + this.config.sessionMaxMs),
    });
    return token;
  }

  async toUser(row: repo.UserRow): Promise<User> {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      roleId: row.roleId,
      role: row.role,
      permissions: await repo.permissionsOfRole(this.db, row.roleId),
      locale: row.locale,
      active: row.active === 1,
      createdAt: row.createdAt,
    };
  }

  private audit(actor: Actor, action: AuditAction, data?: unknown): Promise<void> {
    return this.store.write(actor, (_trx, record) =>
      record({ action, entity: 'user', entityId: actor.userId ?? undefined, data }),
    );
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(newToken());
    return this.dummyHash;
  }
}
