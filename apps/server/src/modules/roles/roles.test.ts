import { DEFAULT_ROLES, PERMISSIONS } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed.ts';
import { PASSWORD, bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

type Headers = Record<string, string>;
interface RoleJson {
  id: number;
  name: string;
  system: boolean;
  permissions: string[];
  userCount: number;
}

describe.each(engines())('roles on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  let n = 0;
  beforeAll(async () => {
    t = await createTestContext(engine);
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const roles = async () =>
    (await t.app.inject({ url: '/v1/roles', headers: owner })).json<{ roles: RoleJson[] }>().roles;
  const byName = async (name: string) => (await roles()).find((r) => r.name === name)!;
  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/roles/create', headers, payload });
  const update = (id: number, payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/roles/update/${id}`, headers, payload });
  const destroy = (id: number, headers = owner) =>
    t.app.inject({ method: 'DELETE', url: `/v1/roles/destroy/${id}`, headers });
  async function staffWith(roleId: number): Promise<{ id: number; token: string }> {
    const email = `role-user${++n}@test.local`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/create',
      headers: owner,
      payload: { name: 'Staff', email, password: PASSWORD, roleId, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().user.id, token: await t.login(email, PASSWORD) };
  }

  it('lists the default roles with permissions and user counts, and every permission name', async () => {
    const res = await t.app.inject({ url: '/v1/roles', headers: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ roles: RoleJson[]; permissions: string[] }>();
    expect(body.permissions).toEqual([...PERMISSIONS]);
    expect(body.roles.map((r) => r.name)).toEqual(expect.arrayContaining([...DEFAULT_ROLES]));
    const ownerRole = body.roles.find((r) => r.name === 'owner')!;
    expect(ownerRole).toMatchObject({ system: true, userCount: 1 });
    expect([...ownerRole.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(body.roles.find((r) => r.name === 'kitchen')).toMatchObject({ system: false, userCount: 0 });
  });

  it('creates a role, refusing unknown permissions and duplicate names', async () => {
    const res = await create({
      name: 'Host',
      description: 'Seats guests',
      permissions: ['tables.view', 'tables.manage', 'tables.view'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toMatchObject({
      name: 'Host',
      description: 'Seats guests',
      system: false,
      permissions: ['tables.manage', 'tables.view'],
      userCount: 0,
    });
    expect(res.json().resp.message).toBe('Role created');
    const unknown = await create({ name: 'Odd', permissions: ['tables.view', 'tables.fly'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['permissions.1']);
    const dup = await create({ name: 'HOST', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toHaveProperty('name');
    const audit = await t.db.selectFrom('auditLog').select('action').where('entity', '=', 'role').execute();
    expect(audit).toContainEqual({ action: 'role.create' });
    const events = await t.db.selectFrom('events').select('topic').execute();
    expect(events).toContainEqual({ topic: 'role.created' });
  });

  it("applies a permission change on its users' next request", async () => {
    const role = (await create({ name: 'Trainee', permissions: ['orders.view'] })).json().role as RoleJson;
    const staff = bearer((await staffWith(role.id)).token);
    expect((await t.app.inject({ url: '/v1/categories', headers: staff })).statusCode).toBe(403);
    const res = await update(role.id, { name: 'Trainee', permissions: ['orders.view', 'catalog.view'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toMatchObject({ userCount: 1, permissions: ['catalog.view', 'orders.view'] });
    expect((await t.app.inject({ url: '/v1/categories', headers: staff })).statusCode).toBe(200);
    await update(role.id, { name: 'Trainee', permissions: [] });
    expect((await t.app.inject({ url: '/v1/categories', headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/auth/me', headers: staff })).json().user.permissions).toEqual([]);
  });

  it('keeps the owner role whole: no rename, no lost permission, no delete', async () => {
    const ownerRole = await byName('owner');
    const rename = await update(ownerRole.id, { name: 'boss', permissions: ownerRole.permissions });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().error.fields).toHaveProperty('name');
    const lose = await update(ownerRole.id, {
      name: 'owner',
      permissions: ownerRole.permissions.filter((p) => p !== 'roles.manage'),
    });
    expect(lose.statusCode).toBe(422);
    expect(lose.json().error.fields).toHaveProperty('permissions');
    const described = await update(ownerRole.id, {
      name: 'owner',
      description: 'Runs the place',
      permissions: ownerRole.permissions,
    });
    expect(described.statusCode).toBe(200);
    expect(described.json().role.description).toBe('Runs the place');
    expect((await destroy(ownerRole.id)).statusCode).toBe(422);
  });

  it('deletes a role only once nobody holds it', async () => {
    const role = (await create({ name: 'Temp', permissions: ['catalog.view'] })).json().role as RoleJson;
    const staff = await staffWith(role.id);
    const held = await destroy(role.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toMatch(/1 user/);
    const cashier = await byName('cashier');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/users/update/${staff.id}`,
      headers: owner,
      payload: { name: 'Staff', email: `role-user${n}@test.local`, roleId: cashier.id, locale: 'en' },
    });
    const res = await destroy(role.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().resp.message).toBe('Role deleted');
    expect((await roles()).map((r) => r.name)).not.toContain('Temp');
    expect(
      await t.db.selectFrom('rolePermissions').selectAll().where('roleId', '=', role.id).execute(),
    ).toEqual([]);
    expect((await destroy(role.id)).statusCode).toBe(404);
    expect((await update(999999, { name: 'x', permissions: [] })).statusCode).toBe(404);
  });

  it('does not bring a deleted default role back on the next start', async () => {
    const kitchen = await byName('kitchen');
    expect((await destroy(kitchen.id)).statusCode).toBe(200);
    await seed(t.db, t.config);
    expect((await roles()).map((r) => r.name)).not.toContain('kitchen');
  });

  it('never lets an editor grant permissions they lack', async () => {
    // A role that may manage roles but not users: it must not be able to hand out users.manage.
    const admin = (
      await create({ name: 'Role admin', permissions: ['roles.manage', 'catalog.view', 'catalog.manage'] })
    ).json().role as RoleJson;
    const editor = bearer((await staffWith(admin.id)).token);
    const grant = await create({ name: 'Sneaky', permissions: ['users.manage'] }, editor);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().error.fields).toHaveProperty('permissions');
    const self = await update(
      admin.id,
      { name: 'Role admin', permissions: ['roles.manage', 'users.manage'] },
      editor,
    );
    expect(self.statusCode).toBe(403);
    const manager = await byName('manager');
    expect((await update(manager.id, { name: 'manager', permissions: [] }, editor)).statusCode).toBe(403);
    expect((await create({ name: 'Menu', permissions: ['catalog.view'] }, editor)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without roles.manage', async () => {
    expect((await t.app.inject({ url: '/v1/roles' })).statusCode).toBe(401);
    const manager = bearer(await t.userWithRole('manager'));
    expect((await t.app.inject({ url: '/v1/roles', headers: manager })).statusCode).toBe(200);
    expect((await create({ name: 'Nope', permissions: [] }, manager)).statusCode).toBe(403);
    const cashier = bearer(await t.userWithRole('cashier'));
    expect((await t.app.inject({ url: '/v1/roles', headers: cashier })).statusCode).toBe(403);
  });
});
