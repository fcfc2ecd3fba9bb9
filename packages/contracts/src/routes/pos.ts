import { PosCatalogResponse } from '../pos.ts';
import { z } from 'zod';
import type { RouteDef } from './define.ts';

const IfNoneMatchHeader = z.object({ 'if-none-match': z.string().optional() }).passthrough();
const NotModified = z.null().describe('Not modified: the If-None-Match version is current');

const tags = ['pos'];

/** The pos module's routes. */
export const PosRoutes = {
  'GET /v1/pos/catalog': {
    tags,
    summary: 'The compact POS catalogue (active categories, products, modifier groups), with ETag',
    headers: IfNoneMatchHeader,
    response: PosCatalogResponse,
    others: { 304: NotModified },
  },
} as const satisfies Record<string, RouteDef>;
