import type { SitePage, SitePageInput, SitePageKind } from '@cashier/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { Actor } from '../../lib/changes.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Store } from '../../lib/store.ts';
import { nowIso } from '../../lib/time.ts';
import * as repo from './repository.ts';

type SitePageData = z.output<typeof SitePageInput>;

/** The website's home sections, free pages and slides, edited from the back office. */
export class SiteService {
  constructor(private readonly store: Store) {}

  list(filter: { kind?: SitePageKind | undefined }): Promise<SitePage[]> {
    return repo.listSitePages(this.store.db, filter);
  }

  async create(actor: Actor, data: SitePageData): Promise<SitePage> {
    const id = await this.store.write(actor, async (trx, record) => {
      await this.checkSlug(trx, data);
      const row = await repo.insertSitePage(trx, {
        ...data,
        active: data.active ? 1 : 0,
        updatedAt: nowIso(),
      });
      await record({
        action: 'site-page.create',
        entity: 'site-page',
        entityId: row.id,
        data,
        event: { topic: 'site-page.created', payload: { id: row.id, kind: data.kind } },
      });
      return row.id;
    });
    return this.mustPage(id);
  }

  async update(actor: Actor, id: number, data: SitePageData): Promise<SitePage> {
    await this.store.write(actor, async (trx, record) => {
      await this.checkSlug(trx, data, id);
      const r = await repo.updateSitePage(trx, id, {
        ...data,
        active: data.active ? 1 : 0,
        updatedAt: nowIso(),
      });
      if (r.numUpdatedRows === 0n) throw notFound('websitePage');
      await record({
        action: 'site-page.update',
        entity: 'site-page',
        entityId: id,
        data,
        event: { topic: 'site-page.updated', payload: { id, kind: data.kind } },
      });
    });
    return this.mustPage(id);
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.store.write(actor, async (trx, record) => {
      const page = await repo.findSitePage(trx, id);
      if (!page) throw notFound('websitePage');
      await repo.deleteSitePage(trx, id);
      await record({
        action: 'site-page.delete',
        entity: 'site-page',
        entityId: id,
        data: { kind: page.kind, slug: page.slug, titleEn: page.titleEn },
        event: { topic: 'site-page.deleted', payload: { id, kind: page.kind } },
      });
    });
  }

  private async checkSlug(db: Db, data: SitePageData, exceptId?: number): Promise<void> {
    if (await repo.findSlugClash(db, data.kind, data.slug, exceptId)) {
      throw conflict('site.slugTaken', {
        slug: 'field.usedByEntry',
      });
    }
  }

  private async mustPage(id: number): Promise<SitePage> {
    const page = await repo.findSitePage(this.store.db, id);
    if (!page) throw notFound('websitePage');
    return page;
  }
}
