import {
  ApiError,
  DisplayCode,
  MAX_INT,
  STREAM_RELOAD,
  mayReceive,
  type EventFrameMeta,
  type OutboxEvent,
} from '@cashier/contracts';
import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventHub } from '../../lib/event-hub.ts';
import { sessionOf, tokenOf } from '../../plugins/auth.ts';
import type { AuthService, SessionUser } from '../auth/index.ts';

const KEEPALIVE_MS = 25_000;
/** An event id to resume after: the events table's id is an `integer` column. */
const EventId = z.coerce.number().int().min(0).max(MAX_INT);

/** Each event's frame, serialised once for every stream it goes to (the hub hands them one object). */
const frames = new WeakMap<OutboxEvent, string>();

/** The payload with when it happened and which tab made it (contracts' EventFrameMeta). */
function frameData(e: OutboxEvent): OutboxEvent['payload'] & EventFrameMeta {
  return { ...e.payload, at: e.createdAt, origin: e.origin };
}

function frame(e: OutboxEvent): string {
  let text = frames.get(e);
  if (text === undefined) {
    text = `id: ${e.id}\nevent: ${e.topic}\ndata: ${JSON.stringify(frameData(e))}\n\n`;
    frames.set(e, text);
  }
  return text;
}

/** A change to this user's own account or role may change what they may see, or end their session. */
const aboutSession = (e: OutboxEvent, s: SessionUser) =>
  'id' in e.payload &&
  ((e.topic.startsWith('user.') && e.payload.id === s.user.id) ||
    (e.topic.startsWith('role.') && e.payload.id === s.user.roleId));

/**
 * Whether this stream is the one an event is for: a counter display's state goes only to the
 * streams the display with that code opened (`?display=CODE`), never to every screen, since its
 * code is what lets a till pair with it.
 */
const forThisStream = (e: OutboxEvent, display: string | undefined) =>
  e.topic !== 'display.updated' || (display !== undefined && e.payload.code === display);

/**
 * GET /v1/events: the outbox as Server-Sent Events, each event only to sessions allowed to read
 * what it names (EVENT_ACCESS). A new stream starts from now. A client resuming with Last-Event-ID
 * (header, or `lastEventId` query for EventSource polyfills) first gets every event it missed,
 * then live ones; one resuming from before the oldest kept event (or from another database) is
 * told to reload instead (STREAM_RELOAD), since what it missed is gone.
 */
export function eventRoutes(app: App, hub: EventHub, auth: AuthService): void {
  app.get(
    '/v1/events',
    {
      config: { access: 'signed-in' },
      schema: {
        operationId: 'getEvents',
        tags: ['events'],
        summary:
          'Server-Sent Events stream of the changes you may see, from now, or resumed with Last-Event-ID (a `reload` event when that is too old)',
        querystring: z.object({
          lastEventId: EventId.optional(),
          /** A counter display's pairing code: this stream also carries that display's state. */
          display: DisplayCode.optional(),
        }),
        headers: z.object({ 'last-event-id': EventId.optional() }).passthrough(),
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            .describe('The stream: per event its id, its topic as `event` and its payload as JSON `data`'),
          400: ApiError,
          401: ApiError,
        },
      },
    },
    async (request, reply) => {
      let session = sessionOf(request);
      const token = tokenOf(request);
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      const display = request.query.display;
      const span = await hub.span();
      const tooOld =
        resumeFrom !== undefined &&
        (resumeFrom > span.newest || (span.oldest !== null && resumeFrom < span.oldest - 1));
      let lastSent = resumeFrom === undefined || tooOld ? span.newest : resumeFrom;
      let replaying = resumeFrom !== undefined && !tooOld;
      let closed = false;
      const pending: OutboxEvent[] = [];

      // A shutdown (plugins/shutdown.ts) may end the stream before its 'close' arrives.
      const over = () => closed || reply.raw.writableEnded;
      const end = () => {
        if (over()) return;
        closed = true;
        reply.raw.end();
      };
      const send = (e: OutboxEvent) => {
        if (over() || e.id <= lastSent) return;
        lastSent = e.id;
        // This session signed out or exchanged its token: nothing more goes out, from this event on.
        if (e.topic === 'session.ended' && e.payload.sessionId === session.sessionId) return end();
        if (mayReceive(session.user, e) && forThisStream(e, display)) reply.raw.write(frame(e));
        // A new role, a disabled account or a new password: read the session again, and end the
        // stream when it is no longer live (the client's reconnect then asks to sign in).
        if (aboutSession(e, session) && token) {
          void auth.authenticate(token).then((fresh) => (fresh ? (session = fresh) : end()));
        }
      };
      // Subscribe before replaying so nothing committed in between is lost; duplicates are skipped by id.
      const unsubscribe = await hub.subscribe((e) => (replaying ? pending.push(e) : send(e)));
      // A sign-out that committed while this stream opened may lie before `lastSent`: ask once more.
      if (token && !(await auth.authenticate(token))) {
        unsubscribe();
        throw new AppError('UNAUTHENTICATED', 'auth.expired');
      }

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n\n');
      if (tooOld) reply.raw.write(`id: ${lastSent}\nevent: ${STREAM_RELOAD}\ndata: {}\n\n`);

      if (replaying) {
        for (
          let batch = await hub.since(lastSent);
          batch.length && !over();
          batch = await hub.since(lastSent)
        ) {
          for (const e of batch) send(e);
        }
        replaying = false;
        for (const e of pending.splice(0)) send(e);
      }

      const keepalive = setInterval(() => over() || reply.raw.write(': keepalive\n\n'), KEEPALIVE_MS);
      request.raw.on('close', () => {
        closed = true;
        clearInterval(keepalive);
        unsubscribe();
      });
    },
  );
}
