import {
  ApiError,
  DisplayInput,
  DisplayParam,
  DisplayPushResponse,
  DisplayResponse,
  DisplaySlidesResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { DisplaysService } from './service.ts';

const tags = ['displays'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

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
      schema: {
        tags,
        summary: "A till's cart (or the sale paid, or nothing) for the counter display paired with it",
        params: DisplayParam,
        body: DisplayInput,
        response: { 200: DisplayPushResponse, ...errors },
      },
    },
    async (request) => ({
      display: await displays.push(actorOf(request), request.params.code, request.body),
      resp: ok('Display updated'),
    }),
  );
}
