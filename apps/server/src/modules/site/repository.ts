import type { SitePage, SitePageKind } from '@cashier/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { deleteRow, insertRow, updateRow } from '../../db/rows.ts';
import type { SitePageTable } from '../../db/schema.ts';

function toSitePage(r: Selectable<SitePageTable>): SitePage {
  return {
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    titleEn: r.titleEn,
    titleAr: r.titleAr,
    bodyEn: r.bodyEn,
    bodyAr: r.bodyAr,
    image: r.image,
    sortOrder: r.sortOrder,
    active: r.active === 1,
    updatedAt: r.updatedAt,
  };
}

/** Entries in the order the website shows them, optionally of one kind. */
export async function listSitePages(db: Db, filter: { kind?: SitePageKind | undefined } = {}) {
  let q = db.selectFrom('sitePages').selectAll().orderBy('sortOrder').orderBy('id');
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  return (await q.execute()).map(toSitePage);
}

export async function findSitePage(db: Db, id: number): Promise<SitePage | undefined> {
  const row = await db.selectFrom('sitePages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSitePage(row);
}

/** Another entry of the same kind with this slug, for a clear 409 before the constraint fires. */
export function findSlugClash(db: Db, kind: SitePageKind, slug: string, exceptId?: number) {
  let q = db.selectFrom('sitePages').select('id').where('kind', '=', kind).where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export const insertSitePage = (db: Db, values: Insertable<SitePageTable>) =>
  insertRow(db, 'sitePages', values);
export const updateSitePage = (db: Db, id: number, values: Updateable<SitePageTable>) =>
  updateRow(db, 'sitePages', id, values);
export const deleteSitePage = (db: Db, id: number) => deleteRow(db, 'sitePages', id);
