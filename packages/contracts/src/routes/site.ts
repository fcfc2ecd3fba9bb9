import { IdParam, RespResponse } from '../common.ts';
import { SitePageFilter, SitePageInput, SitePageResponse, SitePagesResponse } from '../site.ts';
import type { RouteDef } from './define.ts';

const tags = ['website'];

/** The site module's routes. */
export const SiteRoutes = {
  'GET /v1/site-pages': {
    tags,
    summary: 'Website entries in display order (sortOrder, then id); ?kind=home|page|slider for one kind',
    query: SitePageFilter,
    response: SitePagesResponse,
    errors: [404, 409],
  },
  'POST /v1/site-pages/create': {
    tags,
    summary: 'Add a home section, page or slide in English and Arabic (slug unique within its kind)',
    body: SitePageInput,
    response: SitePageResponse,
    errors: [404, 409],
  },
  'PUT /v1/site-pages/update/:id': {
    tags,
    summary: 'Replace a website entry',
    params: IdParam,
    body: SitePageInput,
    response: SitePageResponse,
    errors: [404, 409],
  },
  'DELETE /v1/site-pages/destroy/:id': {
    tags,
    summary: 'Delete a website entry',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409],
  },
} as const satisfies Record<string, RouteDef>;
