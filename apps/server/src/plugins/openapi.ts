import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`, but zod's `.nullable()` on a union (say a
 * discount that is an amount or a percent, or null) comes out as `{nullable, oneOf}`. When every
 * branch has the same type, that type is the one `nullable` needs: validators and client
 * generators then read it as "one of these objects, or null".
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullables);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const branches = (schema.oneOf ?? schema.anyOf) as { type?: unknown }[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    const types = new Set(branches.map((branch) => branch.type));
    if (types.size === 1 && typeof branches[0]?.type === 'string') schema.type = branches[0].type;
  }
  Object.values(schema).forEach(typeNullables);
}

/**
 * The OpenAPI document at /api/docs/json and its UI at /api/docs, generated from the route
 * declaration in contracts (lib/route.ts registers each route with its operationId, summary,
 * every status it answers and, when open without sign-in, `security: []`). The linter test
 * (openapi.test.ts) keeps it clean under Redocly's recommended rules.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cashier API',
        description:
          'Restaurant point of sale and back office. Money is integer minor units. Errors are {error: {code, message, fields}}.',
        version: '0.1.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      // The API is served by the same server as this document, wherever it is deployed.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      typeNullables(openapi.paths);
      return openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
