import type { z } from 'zod';
import { ApiError } from './common.ts';
import { ROUTE_ACCESS, type RouteKey } from './route-access.ts';
import { AuthRoutes } from './routes/auth.ts';
import { UsersRoutes } from './routes/users.ts';
import { RolesRoutes } from './routes/roles.ts';
import { CatalogRoutes } from './routes/catalog.ts';
import { StationsRoutes } from './routes/stations.ts';
import { KitchenRoutes } from './routes/kitchen.ts';
import { DisplaysRoutes } from './routes/displays.ts';
import { OrdersRoutes } from './routes/orders.ts';
import { ModifiersRoutes } from './routes/modifiers.ts';
import { PosRoutes } from './routes/pos.ts';
import { SettingsRoutes } from './routes/settings.ts';
import { CustomersRoutes } from './routes/customers.ts';
import { TablesRoutes } from './routes/tables.ts';
import { ExpensesRoutes } from './routes/expenses.ts';
import { ReportsRoutes } from './routes/reports.ts';
import { ShiftsRoutes } from './routes/shifts.ts';
import { SearchRoutes } from './routes/search.ts';
import { PrintersRoutes } from './routes/printers.ts';
import { SiteRoutes } from './routes/site.ts';
import type { RouteDef } from './routes/define.ts';

export type { ErrorStatus, RouteDef } from './routes/define.ts';

/**
 * Every JSON route of the API, by method and path, with its schemas, summary and the statuses its
 * own rules answer; its access rule is in ROUTE_ACCESS. The server registers each route from here
 * (apps/server/src/lib/route.ts) and its OpenAPI document is generated from it; the web's client
 * takes its paths and types from it, so a wrong path or body fails typecheck.
 * Left out: GET /v1/events (a Server-Sent Events stream the browser's EventSource reads) and
 * POST /v1/uploads (a multipart form; its answer is UploadResponse).
 */
export const ROUTES = {
  ...AuthRoutes,
  ...UsersRoutes,
  ...RolesRoutes,
  ...CatalogRoutes,
  ...StationsRoutes,
  ...KitchenRoutes,
  ...DisplaysRoutes,
  ...OrdersRoutes,
  ...ModifiersRoutes,
  ...PosRoutes,
  ...SettingsRoutes,
  ...CustomersRoutes,
  ...TablesRoutes,
  ...ExpensesRoutes,
  ...ReportsRoutes,
  ...ShiftsRoutes,
  ...SearchRoutes,
  ...PrintersRoutes,
  ...SiteRoutes,
} as const satisfies { [K in RouteKey]: RouteDef };

// A route declared here but missing from ROUTE_ACCESS has no access rule: typecheck names it.
const declaredOnce: Exclude<keyof typeof ROUTES, RouteKey> extends never ? true : never = true;
void declaredOnce;

type Route<K extends RouteKey> = (typeof ROUTES)[K];

/** `:id` and `:number` in a path, as names. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;

type ParamsPart<K extends RouteKey> = [PathParams<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<PathParams<PathOf<K>>, string | number> };
/** A query as a client builds it: every field optional, values as their parsed types. */
type QueryPart<K extends RouteKey> =
  Route<K> extends { query: infer Q extends z.ZodType } ? { query?: Partial<z.output<Q>> } : unknown;
type BodyPart<K extends RouteKey> =
  Route<K> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

/** What a call of route K sends: its path parameters, query and body, as each applies. */
export type RouteInput<K extends RouteKey> = ParamsPart<K> & QueryPart<K> & BodyPart<K>;
/** What route K answers on success. */
export type RouteResponse<K extends RouteKey> = z.output<Route<K>['response']>;

const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every status route K can answer, each with its schema: 200, its `others`, and an ApiError for
 * each failure — the route's own `errors` and those its access and input imply: 400 for an
 * invalid path, query, header or body (or JSON the server cannot parse); 413 and 415 for a body
 * too large or not JSON; 401 signed out and 403 without the permission (or a cookie write without
 * the CSRF header); 429 past the rate limit on the routes open without sign-in.
 */
export function responsesOf(key: RouteKey): Record<number, z.ZodType> {
  const route: RouteDef = ROUTES[key];
  const access = ROUTE_ACCESS[key];
  const unsafe = UNSAFE.has(key.slice(0, key.indexOf(' ')));
  const errors = new Set<number>(route.errors);
  if (route.params || route.query || route.headers || route.body || unsafe) errors.add(400);
  if (unsafe) for (const status of [413, 415]) errors.add(status);
  if (access === 'public') errors.add(429);
  else {
    errors.add(401);
    if (unsafe || access !== 'signed-in') errors.add(403);
  }
  const failures = [...errors].sort((a, b) => a - b).map((status) => [status, ApiError] as const);
  return { 200: route.response, ...route.others, ...Object.fromEntries(failures) };
}

/**
 * A stable OpenAPI operationId from the route's key: the method, then each path segment in camel
 * case, a parameter as "By<Name>".
 * @example operationIdOf('POST /v1/orders/split/:id') // 'postOrdersSplitById'
 */
export function operationIdOf(key: RouteKey): string {
  const [method = '', path = ''] = key.split(' ');
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'v1')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split('-'));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}
