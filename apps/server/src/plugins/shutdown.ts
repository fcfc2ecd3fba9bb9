import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The reconnection delay sent to event streams ended by a shutdown: soon, to the next instance. */
export const RECONNECT_MS = 1000;

/**
 * Lets a close (SIGTERM) finish what is in flight and nothing more. Fastify's close stops
 * accepting, closes idle keep-alive connections and answers 503 to requests that arrive on busy
 * ones; two things it leaves open are closed here:
 * - a request in flight would leave its connection in keep-alive, holding the close up to the
 *   keep-alive timeout (72 s), so its answer says `Connection: close`;
 * - an event stream never finishes by itself, so it is ended, with a last `retry:` so the
 *   browser's EventSource reconnects within a second (to another instance, or this one restarted)
 *   and resumes with Last-Event-ID, missing nothing.
 * @example registerGracefulClose(app, ['/v1/events'])
 */
export function registerGracefulClose(app: FastifyInstance, streamUrls: string[]): void {
  const urls = new Set(streamUrls);
  const streams = new Set<ServerResponse>();
  let closing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!urls.has(request.routeOptions.url ?? '')) return;
    const res = reply.raw;
    streams.add(res);
    res.once('close', () => streams.delete(res));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const res of streams) {
      // A stream refused before it began (401) is an ordinary answer: it finishes as usual.
      if (res.headersSent) res.end(`retry: ${RECONNECT_MS}\n\n`);
    }
    done();
  });
}
