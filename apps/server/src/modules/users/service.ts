import type { StaffUser, UserCreate, UserUpdate } from '@cashier/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { msg } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import { confirmCurrentPassword, hashPassword, revokeUserSessions, type SessionUser } from '../auth/index.ts';
import { lockStaff, roleFacts, rolePermissions } from '../roles/index.ts';
import * as repo from './repository.ts';

type CreateData = z.output<typeof UserCreate>;
type UpdateData = z.output<typeof UserUpdate>;
type Trx = Transaction<Database>;

/** Who is acting: their user, session and permissions (a user cannot hand out more than they hold). */
export interface Caller {
  session: SessionUser;
  ip: string | null;
}

const LAST_OWNER = 'users.lastOwner';

export class UsersService {
  constructor(private readonly store: Store) {}

  private get db(): Db {
    return this.store.db;
  }

  list(): Promise<StaffUser[]> {
    return staffUsers(this.db);
  }

  async create(caller: Caller, data: CreateData): Promise<StaffUser> {
    // Hash before the transaction: argon2 is slow and must not hold the staff lock.
    const [passwordHash, pinHash] = await Promise.all([
      hashPassword(data.password),
      data.pin ? hashPassword(data.pin) : null,
    ]);
    const id = await this.store.write(actorOf(caller), async (trx, record) => {
      await lockStaff(trx, this.store.engine);
      await this.checkRole(trx, caller, data.roleId);
      await checkEmail(trx, data.email);
      const now = nowIso();
      const row = await repo.insertUser(trx, {
        name: data.name,
        email: data.email,
        passwordHash,
        pinHash,
        roleId: data.roleId,
        locale: data.locale,
        active: data.active ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      });
      await record({
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        data: { ...publicFields(data), active: data.active, pin: data.pin ? 'set' : undefined },
        event: { topic: 'user.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustUser(id);
  }

  async update(caller: Caller, id: number, data: UpdateData): Promise<StaffUser> {
    const [passwordHash, pinHash] = await Promise.all([
      data.password === undefined ? undefined : hashPassword(data.password),
      data.pin ? hashPassword(data.pin) : data.pin,
    ]);
    const self = caller.session.user.id === id;
    if (self) {
      const current = await repo.findCredentials(this.db, id);
      if (current && (data.email !== current.email || data.password !== undefined)) {
        await confirmCurrentPassword(this.store, actorOf(caller), current, data.currentPassword);
      }
    }
    await this.store.write(actorOf(caller), async (trx, record) => {
      await lockStaff(trx, this.store.engine);
      const user = await findUser(trx, id);
      if (!user) throw notFound('user');
      await this.checkRole(trx, caller, user.roleId);
      if (!self && (data.password !== undefined || data.pin !== undefined)) {
        await this.checkOutranks(trx, caller, user.roleId, data.password !== undefined ? 'password' : 'pin');
      }
      const role = data.roleId === user.roleId ? undefined : await this.checkRole(trx, caller, data.roleId);
      const active = data.active ?? user.active === 1;
      if (self && !active) throw conflict('users.disableSelf', { active: 'field.ownAccount' });
      const staysOwner = active && (role ? role.system === 1 : user.system === 1);
      if (user.active === 1 && user.system === 1 && !staysOwner) {
        if ((await otherActiveOwners(trx, id)) === 0) {
          throw conflict(LAST_OWNER, role ? { roleId: 'field.lastOwner' } : { active: 'field.lastOwner' });
        }
      }
      await checkEmail(trx, data.email, id);
      const now = nowIso();
      await repo.updateUser(trx, id, {
        name: data.name,
        email: data.email,
        roleId: data.roleId,
        locale: data.locale,
        active: active ? 1 : 0,
        updatedAt: now,
        ...(passwordHash === undefined ? {} : { passwordHash }),
        ...(pinHash === undefined ? {} : { pinHash }),
      });
      // A disabled user or a changed password must not keep old sessions; permissions need no
      // revocation since every request reads them afresh.
      const disabled = user.active === 1 && !active;
      if (disabled || passwordHash !== undefined) {
        await revokeUserSessions(trx, id, now, self ? caller.session.sessionId : undefined);
      }
      await record({
        action: 'user.update',
        entity: 'user',
        entityId: id,
        data: {
          ...publicFields(data),
          active,
          passwordChanged: passwordHash !== undefined || undefined,
          pin: data.pin === undefined ? undefined : data.pin ? 'set' : 'cleared',
          sessionsRevoked: disabled || passwordHash !== undefined || undefined,
        },
        event: { topic: 'user.updated', payload: { id } },
      });
    });
    return this.mustUser(id);
  }

  async delete(caller: Caller, id: number): Promise<void> {
    if (caller.session.user.id === id) throw conflict('users.deleteSelf');
    await this.store.write(actorOf(caller), async (trx, record) => {
      await lockStaff(trx, this.store.engine);
      const user = await findUser(trx, id);
      if (!user) throw notFound('user');
      await this.checkRole(trx, caller, user.roleId);
      if (user.active === 1 && user.system === 1 && (await otherActiveOwners(trx, id)) === 0) {
        throw conflict(LAST_OWNER);
      }
      await repo.deleteUser(trx, id);
      await record({
        action: 'user.delete',
        entity: 'user',
        entityId: id,
        data: { name: user.name, email: user.email },
        event: { topic: 'user.deleted', payload: { id } },
      });
    });
  }

  /**
   * The role must exist, and the caller must hold every permission in it: otherwise a manager could
   * make themselves (or a friend) owner, or take over an owner's account by resetting its password.
   */
  private async checkRole(trx: Trx, caller: Caller, roleId: number) {
    const role = await findRole(trx, roleId);
    if (!role) throw new AppError('RULE_BROKEN', 'users.noRole', { roleId: 'field.noSuchRole' });
    await checkHolds(trx, caller, roleId, role.name);
    return role;
  }

  /**
   * Resetting someone's password or PIN takes over their account, so it needs strictly more
   * rights than theirs: a manager resets a cashier's, the owner a manager's, but no manager
   * another manager's and no owner another owner's (checkRole already refuses anyone holding a
   * permission the caller lacks).
   */
  private async checkOutranks(
    trx: Trx,
    caller: Caller,
    roleId: number,
    field: 'password' | 'pin',
  ): Promise<void> {
    const theirs = (await rolePermissions(trx, roleId)).get(roleId) ?? [];
    if (theirs.length >= caller.session.user.permissions.length) {
      throw new AppError('FORBIDDEN', 'users.outranked', { [field]: 'field.outranked' });
    }
  }

  private async mustUser(id: number): Promise<StaffUser> {
    const [user] = await staffUsers(this.db, { id });
    if (!user) throw notFound('user');
    return user;
  }
}

/** A user with whether their role is the owner (system) one. */
async function findUser(trx: Db, id: number) {
  const user = await repo.findUser(trx, id);
  return user && { ...user, system: (await findRole(trx, user.roleId))?.system ?? 0 };
}

/** A role's name and whether it is the owner (system) one (1) or not (0). */
async function findRole(trx: Db, id: number) {
  const role = (await roleFacts(trx, [id])).get(id);
  return role && { id, name: role.name, system: role.system ? 1 : 0 };
}

/** Active users in an owner (system) role other than `exceptId`. */
async function otherActiveOwners(trx: Db, exceptId: number): Promise<number> {
  const owners = [...(await roleFacts(trx))].filter(([, r]) => r.system).map(([id]) => id);
  return repo.otherActiveIn(trx, owners, exceptId);
}

/** Staff users with their role's permissions, by name (one user with `id`); also the own-profile screen's answer. */
export async function staffUsers(db: Db, filter: { id?: number } = {}): Promise<StaffUser[]> {
  const [rows, permissions, roles] = await Promise.all([
    repo.listUsers(db, filter),
    rolePermissions(db),
    roleFacts(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    roleId: r.roleId,
    role: roles.get(r.roleId)?.name ?? '',
    permissions: permissions.get(r.roleId) ?? [],
    locale: r.locale,
    active: r.active === 1,
    hasPin: r.pinHash !== null,
    createdAt: r.createdAt,
  }));
}

/** The caller must hold every permission of the role (named `roleName` in the message) to act on its users. */
export async function checkHolds(trx: Db, caller: Caller, roleId: number, roleName?: string): Promise<void> {
  const held = new Set(caller.session.user.permissions);
  const beyond = ((await rolePermissions(trx, roleId)).get(roleId) ?? []).filter((p) => !held.has(p));
  if (beyond.length) {
    const name = roleName ?? (await findRole(trx, roleId))?.name ?? '';
    throw new AppError('FORBIDDEN', msg('users.roleBeyond', { role: name, permissions: beyond.join(', ') }), {
      roleId: 'field.beyondPermissions',
    });
  }
}

/** E-mail addresses sign users in, so no two users share one (also used by the own-profile screen). */
export async function checkEmail(db: Db, email: string, exceptId?: number): Promise<void> {
  if (await repo.findEmailClash(db, email, exceptId)) {
    throw conflict('users.emailTaken', { email: 'field.usedByUser' });
  }
}

function actorOf(caller: Caller) {
  return { userId: caller.session.user.id, ip: caller.ip };
}

/** What the audit may keep: never the password or PIN. */
function publicFields(data: { name: string; email: string; roleId: number; locale: string }) {
  return { name: data.name, email: data.email, roleId: data.roleId, locale: data.locale };
}
