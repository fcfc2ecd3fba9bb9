import type { PosCatalog } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { counterValues } from '../../db/rows.ts';
import { sellableCatalogue } from '../catalog/read.ts';
import { sellableModifiers } from '../modifiers/read.ts';
import { settingValues } from '../settings/read.ts';

/**
 * The catalogue's version as stored by migration 006 (bumped by trigger on every catalogue or
 * currency write): `<origin>-<counter>`, origin being random per database.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const values = await counterValues(db, ['catalog_version', 'catalog_origin']);
  const value = (name: string) => values.get(name) ?? 0;
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
  const [values, { categories, products }, { links, groups, modifiers }] = await Promise.all([
    settingValues(db, ['currency']),
    sellableCatalogue(db),
    sellableModifiers(db),
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
    currency: values.get('currency') ?? 'SAR',
    categories,
    products: products.map((p) => ({ ...p, modifierGroupIds: groupsOf.get(p.id) ?? [] })),
    modifierGroups: groups.map((g) => ({ ...g, modifiers: modifiersOf.get(g.id) ?? [] })),
  };
}
