import type { PosCatalog } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';

/**
 * The catalogue's version as stored by migration 006 (bumped by trigger on every catalogue or
 * currency write): `<origin>-<counter>`, origin being random per database.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('counters')
    .select(['name', 'value'])
    .where('name', 'in', ['catalog_version', 'catalog_origin'])
    .execute();
  const value = (name: string) => Number(rows.find((r) => r.name === name)?.value ?? 0);
  return `${value('catalog_origin').toString(36)}-${value('catalog_version')}`;
}

/**
 * Everything the POS sells, read with only the columns it needs: active categories in their
 * order, the active products of those categories, every modifier group with its active modifiers.
 * One read-only transaction (repeatable read on PostgreSQL; SQLite's is a snapshot already), so
 * the version and every row come from the same moment.
 */
export function readPosCatalog(db: Db): Promise<PosCatalog> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((trx) => read(trx));
}

async function read(db: Db): Promise<PosCatalog> {
  // One connection inside the transaction: the queries run one after the other.
  const version = await catalogVersion(db);
  const [currency, categories, products, links, groups, modifiers] = await Promise.all([
    db.selectFrom('settings').select('value').where('key', '=', 'currency').executeTakeFirst(),
    db
      .selectFrom('categories')
      .select(['id', 'nameEn', 'nameAr', 'image'])
      .where('active', '=', 1)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select([
        'p.id',
        'p.categoryId',
        'p.nameEn',
        'p.nameAr',
        'p.price',
        'p.image',
        'p.sku',
        'p.barcode',
        'p.course',
      ])
      .where('p.active', '=', 1)
      .where('c.active', '=', 1)
      .orderBy('c.sortOrder')
      .orderBy('c.id')
      .orderBy('p.sortOrder')
      .orderBy('p.id')
      .execute(),
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
  const groupsOf = new Map<number, number[]>();
  for (const l of links) {
    const list = groupsOf.get(l.productId);
    if (list) list.push(l.groupId);
    else groupsOf.set(l.productId, [l.groupId]);
  }
  const modifiersOf = new Map<number, PosCatalog['modifierGroups'][number]['modifiers']>();
  for (const m of modifiers) {
    const entry = { id: m.id, nameEn: m.nameEn, nameAr: m.nameAr, price: m.price };
    const list = modifiersOf.get(m.groupId);
    if (list) list.push(entry);
    else modifiersOf.set(m.groupId, [entry]);
  }
  return {
    version,
    currency: currency?.value ?? 'SAR',
    categories,
    products: products.map((p) => ({ ...p, modifierGroupIds: groupsOf.get(p.id) ?? [] })),
    modifierGroups: groups.map((g) => ({ ...g, modifiers: modifiersOf.get(g.id) ?? [] })),
  };
}
