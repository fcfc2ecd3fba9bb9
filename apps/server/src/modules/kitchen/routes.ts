import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { KitchenService } from './service.ts';

export function kitchenRoutes(app: App, kitchen: KitchenService): void {
  route(app, 'GET /v1/kitchen/tickets', async (request) => kitchen.tickets(request.query.station));
  const ticketAction = (
    key:
      'POST /v1/kitchen/tickets/start' | 'POST /v1/kitchen/tickets/bump' | 'POST /v1/kitchen/tickets/recall',
    act: (actor: ReturnType<typeof actorOf>, ticketId: number) => ReturnType<KitchenService['bump']>,
  ) =>
    route(app, key, async (request) => ({
      ticket: await act(actorOf(request), request.body.ticketId),
      resp: ok('Ticket updated'),
    }));
  ticketAction('POST /v1/kitchen/tickets/start', (a, id) => kitchen.start(a, id));
  ticketAction('POST /v1/kitchen/tickets/bump', (a, id) => kitchen.bump(a, id));
  ticketAction('POST /v1/kitchen/tickets/recall', (a, id) => kitchen.recall(a, id));
  route(app, 'POST /v1/kitchen/items/done', async (request) => ({
    ticket: await kitchen.itemDone(actorOf(request), request.body.itemId, request.body.done),
    resp: ok('Ticket updated'),
  }));
  route(app, 'GET /v1/kitchen/board', async () => kitchen.board());
  route(app, 'POST /v1/kitchen/serve', async (request) => {
    await kitchen.serve(actorOf(request), request.body.orderId);
    return { resp: ok('Order served') };
  });
}
