import {
  ApiError,
  BoardResponse,
  ItemDoneInput,
  KitchenQuery,
  KitchenResponse,
  KitchenTicketResponse,
  RespResponse,
  ServeInput,
  TicketInput,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { KitchenService } from './service.ts';

const tags = ['kitchen'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export function kitchenRoutes(app: App, kitchen: KitchenService): void {
  app.get(
    '/v1/kitchen/tickets',
    {
      config: { access: 'kitchen.view' },
      schema: {
        tags,
        summary:
          'The kitchen screen: open tickets (one station, or every station), the last 20 bumped, and the newest event id',
        querystring: KitchenQuery,
        response: { 200: KitchenResponse, ...errors },
      },
    },
    async (request) => kitchen.tickets(request.query.station),
  );
  const ticketAction = (
    path: string,
    summary: string,
    act: (actor: ReturnType<typeof actorOf>, ticketId: number) => ReturnType<KitchenService['bump']>,
  ) =>
    app.post(
      path,
      {
        config: { access: 'kitchen.view' },
        schema: { tags, summary, body: TicketInput, response: { 200: KitchenTicketResponse, ...errors } },
      },
      async (request) => ({
        ticket: await act(actorOf(request), request.body.ticketId),
        resp: ok('Ticket updated'),
      }),
    );
  ticketAction('/v1/kitchen/tickets/start', 'Start a ticket: its items are being prepared', (a, id) =>
    kitchen.start(a, id),
  );
  ticketAction(
    '/v1/kitchen/tickets/bump',
    'Bump a ticket off the screen (its items are ready); bumping a void or cancel acknowledges it',
    (a, id) => kitchen.bump(a, id),
  );
  ticketAction('/v1/kitchen/tickets/recall', 'Bring a bumped ticket back on screen', (a, id) =>
    kitchen.recall(a, id),
  );
  app.post(
    '/v1/kitchen/items/done',
    {
      config: { access: 'kitchen.view' },
      schema: {
        tags,
        summary: 'Mark an item on a ticket done (ready), or not done again',
        body: ItemDoneInput,
        response: { 200: KitchenTicketResponse, ...errors },
      },
    },
    async (request) => ({
      ticket: await kitchen.itemDone(actorOf(request), request.body.itemId, request.body.done),
      resp: ok('Ticket updated'),
    }),
  );
  app.get(
    '/v1/kitchen/board',
    {
      config: { access: 'screens.view' },
      schema: {
        tags,
        summary: 'The order-ready board: orders being prepared and ready (until collected or cleared)',
        response: { 200: BoardResponse, ...errors },
      },
    },
    async () => kitchen.board(),
  );
  app.post(
    '/v1/kitchen/serve',
    {
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary: 'The order was collected or served: it leaves the ready board',
        body: ServeInput,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await kitchen.serve(actorOf(request), request.body.orderId);
      return { resp: ok('Order served') };
    },
  );
}
