import type { ModifierGroup } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';

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

/** Of these ids, the ones with no row in `table`. */
export async function missingIds(
  db: Db,
  table: 'products' | 'modifierGroups',
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set<number>();
  // In chunks: SQLite allows at most 32,766 bound values in one statement.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return ids.filter((id) => !found.has(id));
}
