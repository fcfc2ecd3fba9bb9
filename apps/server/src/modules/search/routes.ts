import { ApiError, SearchQuery, SearchResponse } from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { SearchService } from './service.ts';

export function searchRoutes(app: App, search: SearchService): void {
  app.get(
    '/v1/search',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['search'],
        summary:
          'The top bar search: up to 5 products, customers and orders (by ticket or invoice number) matching q, each kind only with its view permission',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ApiError, 401: ApiError },
      },
    },
    (request) => search.search(sessionOf(request).user.permissions, request.query.q),
  );
}
