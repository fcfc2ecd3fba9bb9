import { MAX_INT, type OutboxEvent } from '@cashier/contracts';
import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import type { EventHub } from '../../lib/event-hub.ts';

const KEEPALIVE_MS = 25_000;
/** An event id to resume after: the events table's id is an `integer` column. */
const EventId = z.coerce.number().int().min(0).max(MAX_INT);

function frame(e: OutboxEvent): string {
  return `id: ${e.id}\nevent: ${e.topic}\ndata: ${JSON.stringify({ ...e.payload, at: e.createdAt })}\n\n`;
}

/**
 * GET /v1/events: the outbox as Server-Sent Events. A client resuming with Last-Event-ID (header, or
 * `lastEventId` query for EventSource polyfills) first gets every event it missed, then live ones.
 */
export function eventRoutes(app: App, hub: EventHub): void {
  app.get(
    '/v1/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['events'],
        summary: 'Server-Sent Events stream of changes, resumable with Last-Event-ID',
        querystring: z.object({ lastEventId: EventId.optional() }),
        headers: z.object({ 'last-event-id': EventId.optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      let lastSent = resumeFrom ?? 0;
      const pending: OutboxEvent[] = [];
      let replaying = resumeFrom !== undefined;
      const send = (e: OutboxEvent) => {
        if (e.id <= lastSent) return;
        lastSent = e.id;
        reply.raw.write(frame(e));
      };
      // Subscribe before replaying so nothing committed in between is lost; duplicates are skipped by id.
      const unsubscribe = hub.subscribe((e) => (replaying ? pending.push(e) : send(e)));

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n\n');

      if (resumeFrom !== undefined) {
        for (let batch = await hub.since(resumeFrom); batch.length; batch = await hub.since(lastSent)) {
          for (const e of batch) send(e);
        }
        replaying = false;
        for (const e of pending.splice(0)) send(e);
      }

      const keepalive = setInterval(() => reply.raw.write(': keepalive\n\n'), KEEPALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
      });
    },
  );
}
