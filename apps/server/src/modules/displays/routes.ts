import {
  ApiError,
  DISPLAY_BODY_MAX,
  DisplayInput,
  DisplayParam,
  DisplayPushResponse,
  DisplayResponse,
  DisplaySlidesResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
import type { DisplaysService, Till } from './service.ts';

const tags = ['displays'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

const tillOf = (request: FastifyRequest): Till => ({ session: sessionOf(request), actor: actorOf(request) });

export function displayRoutes(app: App, displays: DisplaysService): void {
  app.get(
    '/v1/displays/slides',
    {
      config: { access: 'screens.view' },
      schema: {
        tags,
        summary: "The website's active slides, for an idle counter display",
        response: { 200: DisplaySlidesResponse, ...errors },
      },
    },
    async () => ({ slides: await displays.slides() }),
  );
  app.get(
    '/v1/displays/:code',
    {
      config: { access: 'screens.view' },
      schema: {
        tags,
        summary: 'What the counter display with this pairing code shows now (idle before any push)',
        params: DisplayParam,
        response: { 200: DisplayResponse, ...errors },
      },
    },
    async (request) => ({ display: await displays.get(request.params.code) }),
  );
  app.put(
    '/v1/displays/:code',
    {
      config: { access: 'orders.create' },
      // A push is a cart: bounded in lines and names, so far less than the general body limit.
      bodyLimit: DISPLAY_BODY_MAX,
      schema: {
        tags,
        summary:
          "A till's cart (or the sale paid, or nothing) for the counter display paired with it; the first push pairs the display with this session, and only it may push there while it lasts (403 otherwise)",
        params: DisplayParam,
        body: DisplayInput,
        response: { 200: DisplayPushResponse, ...errors, 413: ApiError },
      },
    },
    async (request) => ({
      display: await displays.push(tillOf(request), request.params.code, request.body),
      resp: ok('Display updated'),
    }),
  );
  app.delete(
    '/v1/displays/:code',
    {
      config: { access: 'orders.create' },
      schema: {
        tags,
        summary:
          'Unpair this till from the counter display: it shows nothing and another till may pair with it (403 from any other till)',
        params: DisplayParam,
        response: { 200: DisplayPushResponse, ...errors },
      },
    },
    async (request) => ({
      display: await displays.release(tillOf(request), request.params.code),
      resp: ok('Display unpaired'),
    }),
  );
}
