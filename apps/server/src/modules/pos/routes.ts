import type { PosCatalogResponse } from '@cashier/contracts';
import type { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import { preferredEncoding } from '../../lib/encoding.ts';
import { route } from '../../lib/route.ts';
import type { PosService } from './service.ts';

/**
 * GET /v1/pos/catalog: everything the POS sells in one compact answer, with a strong ETag (the
 * catalogue's version). A POS sends it back in If-None-Match and gets a 304 from @fastify/etag,
 * after a one-row read (the body is kept in memory per version). The response schema documents
 * the answer in OpenAPI; the answer itself is sent already serialized (and compressed) from
 * memory, which skips the schema's serializer.
 */
export function posRoutes(app: App, pos: PosService): void {
  route(app, 'GET /v1/pos/catalog', async (request, reply) => {
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    const current = await pos.version();
    const body = await pos.catalogue(
      current,
      preferredEncoding(request.headers['accept-encoding']) ?? 'identity',
    );
    reply.header('etag', `"${body.version}"`).type('application/json; charset=utf-8');
    // Already compressed here: the compression plugin leaves an answer with an encoding alone.
    if (body.encoding !== 'identity') reply.header('content-encoding', body.encoding);
    // A Buffer is sent as it is (the response schema's serializer only runs on objects).
    return reply.send(body.payload as unknown as z.infer<typeof PosCatalogResponse>);
  });
}
