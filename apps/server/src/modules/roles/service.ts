import { PERMISSIONS, type Permission, type Role, type RoleInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { msg, type Key } from '../../lib/messages/text.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { Caller } from '../users/index.ts';
import * as repo from './repository.ts';

type RoleData = z.output<typeof RoleInput>;
type Beyond = Extract<Key, 'roles.wouldGrant' | 'roles.holdsBeyond'>;

/** A role edit never grants what the editor lacks, or a roles.manage holder could make themselves owner. */
function refuseBeyond(caller: Caller, permissions: readonly Permission[], what: Beyond): void {
  const held = new Set(caller.session.user.permissions);
  const beyond = permissions.filter((p) => !held.has(p));
  if (beyond.length) {
    throw new AppError('FORBIDDEN', msg(what, { permissions: beyond.join(', ') }), {
      permissions: 'field.beyondPermissions',
    });
  }
}

/**
 * Roles and their permissions. A change takes effect on its users' next request: the auth plugin
 * reads a session's permissions afresh every time.
 */
export class RolesService {
  constructor(private readonly store: Store) {}

  private get db(): Db {
    return this.store.db;
  }

  async list(): Promise<{ roles: Role[]; permissions: Permission[] }> {
    return { roles: await repo.listRoles(this.db), permissions: [...PERMISSIONS] };
  }

  async create(caller: Caller, data: RoleData): Promise<Role> {
    refuseBeyond(caller, data.permissions, 'roles.wouldGrant');
    const id = await this.store.write(actorOf(caller), async (trx, record) => {
      await repo.lockStaff(trx, this.store.engine);
      await this.checkName(trx, data.name);
      const row = await repo.insertRole(trx, {
        name: data.name,
        description: data.description,
        system: 0,
        createdAt: nowIso(),
      });
      await repo.setPermissions(trx, row.id, data.permissions);
      await record({
        action: 'role.create',
        entity: 'role',
        entityId: row.id,
        data,
        event: { topic: 'role.created', payload: { id: row.id } },
      });
      return row.id;
    });
    return this.mustRole(id);
  }

  async update(caller: Caller, id: number, data: RoleData): Promise<Role> {
    refuseBeyond(caller, data.permissions, 'roles.wouldGrant');
    await this.store.write(actorOf(caller), async (trx, record) => {
      await repo.lockStaff(trx, this.store.engine);
      const role = await repo.findRole(trx, id);
      if (!role) throw notFound('role');
      refuseBeyond(caller, role.permissions, 'roles.holdsBeyond');
      if (role.system) {
        if (data.name !== role.name) {
          throw new AppError('RULE_BROKEN', msg('roles.fixedName', { role: role.name }), {
            name: 'field.fixed',
          });
        }
        const lost = role.permissions.filter((p) => !data.permissions.includes(p));
        if (lost.length) {
          throw new AppError(
            'RULE_BROKEN',
            msg('roles.fixedPermissions', { role: role.name, permissions: lost.join(', ') }),
            {
              permissions: 'field.ownerKeepsAll',
            },
          );
        }
      }
      await this.checkName(trx, data.name, id);
      await repo.updateRole(trx, id, { name: data.name, description: data.description });
      await repo.setPermissions(trx, id, data.permissions);
      await record({
        action: 'role.update',
        entity: 'role',
        entityId: id,
        data: {
          ...data,
          added: data.permissions.filter((p) => !role.permissions.includes(p)),
          removed: role.permissions.filter((p) => !data.permissions.includes(p)),
        },
        event: { topic: 'role.updated', payload: { id } },
      });
    });
    return this.mustRole(id);
  }

  async delete(caller: Caller, id: number): Promise<void> {
    await this.store.write(actorOf(caller), async (trx, record) => {
      await repo.lockStaff(trx, this.store.engine);
      const role = await repo.findRole(trx, id);
      if (!role) throw notFound('role');
      if (role.system) throw new AppError('RULE_BROKEN', msg('roles.fixedRole', { role: role.name }));
      refuseBeyond(caller, role.permissions, 'roles.holdsBeyond');
      if (role.userCount > 0) {
        throw conflict(msg('roles.held', { users: role.userCount }));
      }
      await repo.deleteRole(trx, id);
      await record({
        action: 'role.delete',
        entity: 'role',
        entityId: id,
        data: { name: role.name, permissions: role.permissions },
        event: { topic: 'role.deleted', payload: { id } },
      });
    });
  }

  private async checkName(db: Db, name: string, exceptId?: number): Promise<void> {
    if (await repo.findNameClash(db, name, exceptId)) {
      throw conflict('roles.nameTaken', { name: 'field.usedByRole' });
    }
  }

  private async mustRole(id: number): Promise<Role> {
    const role = await repo.findRole(this.db, id);
    if (!role) throw notFound('role');
    return role;
  }
}

function actorOf(caller: Caller) {
  return { userId: caller.session.user.id, ip: caller.ip };
}
