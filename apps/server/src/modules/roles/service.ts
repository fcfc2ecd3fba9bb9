import { PERMISSIONS, type Permission, type Role, type RoleInput } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import type { Caller } from '../users/service.ts';
import * as repo from './repository.ts';

type RoleData = z.output<typeof RoleInput>;

/** A role edit never grants what the editor lacks, or a roles.manage holder could make themselves owner. */
function refuseBeyond(caller: Caller, permissions: readonly Permission[], what: string): void {
  const held = new Set(caller.session.user.permissions);
  const beyond = permissions.filter((p) => !held.has(p));
  if (beyond.length) {
    throw new AppError('FORBIDDEN', `${what} permissions you do not have (${beyond.join(', ')}).`, {
      permissions: 'Beyond your own permissions',
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
    refuseBeyond(caller, data.permissions, 'This would grant');
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
    refuseBeyond(caller, data.permissions, 'This would grant');
    await this.store.write(actorOf(caller), async (trx, record) => {
      await repo.lockStaff(trx, this.store.engine);
      const role = await repo.findRole(trx, id);
      if (!role) throw notFound('Role');
      refuseBeyond(caller, role.permissions, 'This role holds');
      if (role.system) {
        if (data.name !== role.name) {
          throw new AppError('RULE_BROKEN', `The ${role.name} role cannot be renamed.`, { name: 'Fixed' });
        }
        const lost = role.permissions.filter((p) => !data.permissions.includes(p));
        if (lost.length) {
          throw new AppError(
            'RULE_BROKEN',
            `The ${role.name} role cannot lose a permission (${lost.join(', ')}).`,
            {
              permissions: 'The owner role keeps every permission',
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
      if (!role) throw notFound('Role');
      if (role.system) throw new AppError('RULE_BROKEN', `The ${role.name} role cannot be deleted.`);
      refuseBeyond(caller, role.permissions, 'This role holds');
      if (role.userCount > 0) {
        throw conflict(`${role.userCount} user(s) still hold this role. Give them another role first.`);
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
      throw conflict('Another role already has this name.', { name: 'Already used by another role' });
    }
  }

  private async mustRole(id: number): Promise<Role> {
    const role = await repo.findRole(this.db, id);
    if (!role) throw notFound('Role');
    return role;
  }
}

function actorOf(caller: Caller) {
  return { userId: caller.session.user.id, ip: caller.ip };
}
