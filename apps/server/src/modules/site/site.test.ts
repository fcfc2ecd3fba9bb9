import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, engines, type TestContext } from '../../test/harness.ts';

type Headers = Record<string, string>;
interface Page {
  id: number;
  kind: string;
  slug: string;
  image: string | null;
  sortOrder: number;
}

describe.each(engines())('website pages on %s', (engine) => {
  let t: TestContext;
  let owner: Headers;
  beforeAll(async () => {
    t = await createTestContext(engine, { demo: true });
    owner = bearer(await t.login());
  });
  afterAll(() => t.close());

  const list = (query = '', headers = owner) => t.app.inject({ url: `/v1/site-pages${query}`, headers });
  const pages = async (query = '') => (await list(query)).json<{ pages: Page[] }>().pages;
  const create = (payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/v1/site-pages/create', headers, payload });
  const update = (id: number, payload: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/v1/site-pages/update/${id}`, headers, payload });
  const destroy = (id: number, headers = owner) =>
    t.app.inject({ method: 'DELETE', url: `/v1/site-pages/destroy/${id}`, headers });
  const slide = (extra: Record<string, unknown> = {}) => ({
    kind: 'slider',
    slug: 'summer',
    titleEn: 'Summer drinks',
    titleAr: 'مشروبات الصيف',
    ...extra,
  });

  it('seeds the demo website in both languages with pictures that exist', async () => {
    const all = await pages();
    expect(all.map((p) => `${p.kind}/${p.slug}`).sort()).toEqual(
      ['home/welcome', 'page/about', 'slider/desserts', 'slider/grills'].sort(),
    );
    const [about] = await pages('?kind=page');
    expect(about).toMatchObject({ titleEn: 'About us', titleAr: 'من نحن', active: true });
    for (const p of all) {
      const picture = await t.app.inject({ url: p.image! });
      expect(picture.statusCode, p.image!).toBe(200);
    }
    expect((await pages('?kind=slider')).map((p) => [p.slug, p.sortOrder])).toEqual([
      ['grills', 0],
      ['desserts', 1],
    ]);
  });

  it('creates with defaults, lists one kind in display order, audited and evented', async () => {
    const res = await create(slide({ sortOrder: 0 }));
    expect(res.statusCode).toBe(200);
    const { page, resp } = res.json();
    expect(resp).toEqual({ status: 'success', message: 'Website page created' });
    expect(page).toEqual({
      id: expect.any(Number),
      kind: 'slider',
      slug: 'summer',
      titleEn: 'Summer drinks',
      titleAr: 'مشروبات الصيف',
      bodyEn: '',
      bodyAr: '',
      image: null,
      sortOrder: 0,
      active: true,
      updatedAt: expect.any(String),
    });
    // Same sort order as the seeded first slide: the older one (lower id) comes first.
    expect((await pages('?kind=slider')).map((p) => p.slug)).toEqual(['grills', 'summer', 'desserts']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['entity', 'userId'])
      .where('action', '=', 'site-page.create')
      .where('entityId', '=', String(page.id))
      .executeTakeFirst();
    expect(audit).toMatchObject({ entity: 'site-page', userId: expect.any(Number) });
    const events = await t.db.selectFrom('events').select(['topic', 'payload']).execute();
    expect(events).toContainEqual({
      topic: 'site-page.created',
      payload: JSON.stringify({ id: page.id, kind: 'slider' }),
    });
  });

  it('validates with field names', async () => {
    const bad = await create({
      kind: 'banner',
      slug: 'Not A Slug',
      titleEn: '',
      image: 'https://elsewhere.example/x.png',
      sortOrder: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['kind', 'slug', 'titleEn', 'titleAr', 'image', 'sortOrder']),
    );
    expect((await list('?kind=banner')).statusCode).toBe(400);
  });

  it('updates, answers 409 on slug for a duplicate within the kind, and 404 for unknown ids', async () => {
    const id = (await create(slide({ slug: 'winter' }))).json().page.id;
    const dup = await create(slide({ slug: 'winter' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ slug: expect.any(String) });
    // The same slug in another kind is fine.
    expect((await create(slide({ kind: 'page', slug: 'winter' }))).statusCode).toBe(200);
    const dupUpdate = await update(id, slide({ slug: 'grills' }));
    expect(dupUpdate.statusCode).toBe(409);
    expect(dupUpdate.json().error.fields).toHaveProperty('slug');
    const res = await update(id, slide({ slug: 'winter', image: '/demo/drinks.svg', active: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toMatchObject({ id, image: '/demo/drinks.svg', active: false });
    expect((await update(999999, slide({ slug: 'nowhere' }))).statusCode).toBe(404);
    expect((await destroy(999999)).statusCode).toBe(404);
  });

  it('deletes, with an audit row and an event', async () => {
    const id = (await create(slide({ slug: 'gone' }))).json().page.id;
    const res = await destroy(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().resp.message).toBe('Website page deleted');
    expect((await pages()).map((p) => p.id)).not.toContain(id);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('data')
      .where('action', '=', 'site-page.delete')
      .where('entityId', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data!)).toMatchObject({ kind: 'slider', slug: 'gone' });
    const events = await t.db
      .selectFrom('events')
      .select('topic')
      .where('topic', '=', 'site-page.deleted')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('answers 401 signed out and 403 without settings.manage', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await create(slide(), {})).statusCode).toBe(401);
    const waiter = bearer(await t.userWithRole('waiter'));
    expect((await list('', waiter)).statusCode).toBe(403);
    expect((await create(slide({ slug: 'nope' }), waiter)).statusCode).toBe(403);
    expect((await update(1, slide(), waiter)).statusCode).toBe(403);
    expect((await destroy(1, waiter)).statusCode).toBe(403);
  });
});
