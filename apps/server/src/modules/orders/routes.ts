import { type Order } from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import { reprintRateLimit } from '../printers/index.ts';
import { checkCustomerFilter, forViewer } from './privacy.ts';
import type { OrdersService } from './service.ts';

/** One order as the signed-in viewer may see it (see privacy.ts). */
const viewed = (request: FastifyRequest, order: Order): Order =>
  forViewer(sessionOf(request).user.permissions, [order])[0]!;

export function orderRoutes(app: App, orders: OrdersService): void {
  route(app, 'GET /v1/orders', async (request) => {
    const { permissions } = sessionOf(request).user;
    checkCustomerFilter(permissions, request.query.customerId);
    const page = await orders.list(request.query);
    return { ...page, orders: forViewer(permissions, page.orders) };
  });
  route(app, 'GET /v1/orders/list', async (request) => {
    const page = await orders.open(request.query);
    return { ...page, orders: forViewer(sessionOf(request).user.permissions, page.orders) };
  });
  route(app, 'GET /v1/orders/invoice/:number', async (request) => ({
    order: viewed(request, await orders.byInvoice(request.params.number)),
  }));
  route(app, 'GET /v1/orders/:id/audit', async (request) => ({
    entries: await orders.audit(request.params.id),
  }));
  route(app, 'GET /v1/orders/:id', async (request) => ({
    order: viewed(request, await orders.get(request.params.id)),
  }));
  route(app, 'POST /v1/orders/create', async (request) => {
    const key = request.headers['idempotency-key'] ?? request.body.uuid;
    const answer = await orders.create(sessionOf(request), actorOf(request), request.body, key);
    return { ...answer, resp: ok('Order created') };
  });
  route(app, 'PUT /v1/orders/update', async (request) => ({
    order: await orders.update(sessionOf(request), actorOf(request), request.body),
    resp: ok('Order updated'),
  }));
  route(app, 'POST /v1/orders/refund/:id', async (request) => ({
    order: await orders.refund(sessionOf(request), actorOf(request), request.params.id, request.body),
    resp: ok('Refund recorded'),
  }));
  route(app, 'POST /v1/orders/fire', async (request) => ({
    order: (await orders.fire(actorOf(request), request.body)).map((o) => viewed(request, o)),
    resp: ok('Course fired'),
  }));
  route(
    app,
    'POST /v1/orders/print/:id',
    async (request) => ({
      job: await orders.print(actorOf(request), request.params.id, request.body.printerId),
      resp: ok('Receipt queued'),
    }),
    { config: { rateLimit: reprintRateLimit } },
  );
  route(app, 'POST /v1/orders/merge', async (request) => ({
    order: await orders.merge(sessionOf(request), actorOf(request), request.body),
    resp: ok('Orders merged'),
  }));
  route(app, 'POST /v1/orders/split/:id', async (request) => ({
    order: await orders.split(sessionOf(request), actorOf(request), request.params.id, request.body),
    resp: ok('Order split'),
  }));
}
