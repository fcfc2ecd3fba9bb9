import { SearchQuery, SearchResponse } from '../search.ts';
import type { RouteDef } from './define.ts';

const tags = ['search'];

/** The search module's routes. */
export const SearchRoutes = {
  'GET /v1/search': {
    tags,
    summary:
      'The top bar search: up to 5 products, customers and orders (by ticket or invoice number) matching q, each kind only with its view permission',
    query: SearchQuery,
    response: SearchResponse,
  },
} as const satisfies Record<string, RouteDef>;
