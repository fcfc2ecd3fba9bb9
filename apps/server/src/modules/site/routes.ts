import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { SiteService } from './service.ts';

/** The back office's editor for the website's content; the website reads it through its own route. */
export function siteRoutes(app: App, site: SiteService): void {
  route(app, 'GET /v1/site-pages', async (request) => ({ pages: await site.list(request.query) }));
  route(app, 'POST /v1/site-pages/create', async (request) => ({
    page: await site.create(actorOf(request), request.body),
    resp: ok('Website page created'),
  }));
  route(app, 'PUT /v1/site-pages/update/:id', async (request) => ({
    page: await site.update(actorOf(request), request.params.id, request.body),
    resp: ok('Website page updated'),
  }));
  route(app, 'DELETE /v1/site-pages/destroy/:id', async (request) => {
    await site.delete(actorOf(request), request.params.id);
    return { resp: ok('Website page deleted') };
  });
}
