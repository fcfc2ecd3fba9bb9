import { ROUTE_ACCESS, ROUTES, operationIdOf, responsesOf, type RouteKey } from '@cashier/contracts';
import type {
  FastifyContextConfig,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-type.ts';

type Def<K extends RouteKey> = (typeof ROUTES)[K];
type Part<K extends RouteKey, P extends string> = Def<K> extends Record<P, infer S> ? S : undefined;

/** Route K's schemas as Fastify's type provider reads them, so its handler is typed from them. */
interface SchemaOf<K extends RouteKey> {
  params: Part<K, 'params'>;
  querystring: Part<K, 'query'>;
  headers: Part<K, 'headers'>;
  body: Part<K, 'body'>;
  response: { 200: Def<K>['response'] } & (Def<K> extends { others: infer O } ? O : unknown);
}

/** What route K's handler is: its request and reply typed from the contract's schemas. */
export type RouteHandler<K extends RouteKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<K>,
  ZodTypeProvider
>;

/** What the server adds beside a handler: its own rate limit, a body limit; never the contract. */
export interface RouteExtras {
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
}

/**
 * Registers route K from the contracts' declaration: its method and path from the key, its
 * schemas, summary, tags and every status it answers from ROUTES, its access rule from
 * ROUTE_ACCESS. The route file holds only the handler.
 * @example route(app, 'GET /v1/orders/:id', async (request) => ({ order: await orders.get(request.params.id) }));
 */
export function route<K extends RouteKey>(
  app: App,
  key: K,
  handler: RouteHandler<K>,
  extras: RouteExtras = {},
): void {
  const space = key.indexOf(' ');
  const declared = ROUTES[key] as Def<RouteKey>;
  const access = ROUTE_ACCESS[key];
  app.route({
    method: key.slice(0, space),
    url: key.slice(space + 1),
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    config: { ...extras.config, access },
    schema: {
      operationId: operationIdOf(key),
      tags: [...declared.tags],
      summary: declared.summary,
      // Open without sign-in: the document's global bearer/cookie requirement does not apply.
      ...(access === 'public' ? { security: [] } : {}),
      ...('params' in declared ? { params: declared.params } : {}),
      ...('query' in declared ? { querystring: declared.query } : {}),
      ...('headers' in declared ? { headers: declared.headers } : {}),
      ...('body' in declared ? { body: declared.body } : {}),
      response: responsesOf(key),
    },
    // The schema is assembled at run time; SchemaOf<K> types the handler from the same declaration.
    handler: handler as RouteHandlerMethod,
  });
}
