import type { ModifierGroup } from '@cashier/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { insertRow, missingIds, updateRow } from '../../db/rows.ts';
import type { ModifierGroupTable, ModifierTable } from '../../db/schema.ts';

/** Modifier groups with every option (inactive too) and the products offering them. */
export async function listGroups(db: Db, filter: { id?: number } = {}): Promise<ModifierGroup[]> {
  let groups = db
    .selectFrom('modifierGroups')
    .select(['id', 'nameEn', 'nameAr', 'minSelect', 'maxSelect'])
    .orderBy('id');
  let modifiers = db
    .selectFrom('modifiers')
    .select(['id', 'groupId', 'nameEn', 'nameAr', 'price', 'active'])
    .orderBy('id');
  let links = db.selectFrom('productModifierGroups').select(['productId', 'groupId']).orderBy('productId');
  if (filter.id !== undefined) {
    groups = groups.where('id', '=', filter.id);
    modifiers = modifiers.where('groupId', '=', filter.id);
    links = links.where('groupId', '=', filter.id);
  }
  const [g, m, l] = await Promise.all([groups.execute(), modifiers.execute(), links.execute()]);
  return g.map((group) => ({
    ...group,
    modifiers: m.filter((x) => x.groupId === group.id).map((x) => ({ ...x, active: x.active === 1 })),
    productIds: l.filter((x) => x.groupId === group.id).map((x) => x.productId),
  }));
}

export async function findGroup(db: Db, id: number): Promise<ModifierGroup | undefined> {
  return (await listGroups(db, { id }))[0];
}

/** Of these group ids, the ones with no group. */
export const missingGroups = (db: Db, ids: number[]) => missingIds(db, 'modifierGroups', ids);

export const insertGroup = (db: Db, values: Insertable<ModifierGroupTable>) =>
  insertRow(db, 'modifierGroups', values);
export const updateGroup = (db: Db, id: number, values: Updateable<ModifierGroupTable>) =>
  updateRow(db, 'modifierGroups', id, values);

/** Deletes a group with its options and its links to products. */
export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('productModifierGroups').where('groupId', '=', id).execute();
  await db.deleteFrom('modifiers').where('groupId', '=', id).execute();
  await db.deleteFrom('modifierGroups').where('id', '=', id).execute();
}

export async function modifierIdsOf(db: Db, groupId: number): Promise<number[]> {
  return (await db.selectFrom('modifiers').select('id').where('groupId', '=', groupId).execute()).map(
    (m) => m.id,
  );
}

export async function insertModifier(db: Db, values: Insertable<ModifierTable>): Promise<void> {
  await insertRow(db, 'modifiers', values);
}

export async function updateModifier(db: Db, id: number, values: Updateable<ModifierTable>): Promise<void> {
  await updateRow(db, 'modifiers', id, values);
}

/** Options are deactivated, never deleted: order lines keep their snapshot and ids are never reused. */
export async function deactivateModifiers(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.updateTable('modifiers').set({ active: 0 }).where('id', 'in', ids).execute();
}

/** Replaces the groups a product offers. */
export async function setProductGroups(db: Db, productId: number, groupIds: number[]): Promise<void> {
  await db.deleteFrom('productModifierGroups').where('productId', '=', productId).execute();
  if (groupIds.length) {
    await db
      .insertInto('productModifierGroups')
      .values(groupIds.map((groupId) => ({ productId, groupId })))
      .execute();
  }
}

/** Replaces the products offering a group, in chunks (SQLite's limit on bound values). */
export async function setGroupProducts(db: Db, groupId: number, productIds: number[]): Promise<void> {
  await db.deleteFrom('productModifierGroups').where('groupId', '=', groupId).execute();
  for (let i = 0; i < productIds.length; i += 1000) {
    await db
      .insertInto('productModifierGroups')
      .values(productIds.slice(i, i + 1000).map((productId) => ({ productId, groupId })))
      .execute();
  }
}

/** Every group with its product links and active options, with the columns the till needs. */
export async function sellableModifiers(db: Db) {
  const [links, groups, modifiers] = await Promise.all([
    db.selectFrom('productModifierGroups').select(['productId', 'groupId']).orderBy('groupId').execute(),
    db
      .selectFrom('modifierGroups')
      .select(['id', 'nameEn', 'nameAr', 'minSelect', 'maxSelect'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('modifiers')
      .select(['id', 'groupId', 'nameEn', 'nameAr', 'price'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute(),
  ]);
  return { links, groups, modifiers };
}
