import {
  ApiError,
  IdParam,
  RespResponse,
  SitePageFilter,
  SitePageInput,
  SitePageResponse,
  SitePagesResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { SiteService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** The back office's editor for the website's content; the website reads it through its own route. */
export function siteRoutes(app: App, site: SiteService): void {
  const tags = ['website'];
  app.get(
    '/v1/site-pages',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Website entries in display order (sortOrder, then id); ?kind=home|page|slider for one kind',
        querystring: SitePageFilter,
        response: { 200: SitePagesResponse, ...errors },
      },
    },
    async (request) => ({ pages: await site.list(request.query) }),
  );
  app.post(
    '/v1/site-pages/create',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Add a home section, page or slide in English and Arabic (slug unique within its kind)',
        body: SitePageInput,
        response: { 200: SitePageResponse, ...errors },
      },
    },
    async (request) => ({
      page: await site.create(actorOf(request), request.body),
      resp: ok('Website page created'),
    }),
  );
  app.put(
    '/v1/site-pages/update/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Replace a website entry',
        params: IdParam,
        body: SitePageInput,
        response: { 200: SitePageResponse, ...errors },
      },
    },
    async (request) => ({
      page: await site.update(actorOf(request), request.params.id, request.body),
      resp: ok('Website page updated'),
    }),
  );
  app.delete(
    '/v1/site-pages/destroy/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Delete a website entry',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await site.delete(actorOf(request), request.params.id);
      return { resp: ok('Website page deleted') };
    },
  );
}
