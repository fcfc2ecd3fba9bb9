import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { CustomersService } from './service.ts';

export function customerRoutes(app: App, customers: CustomersService): void {
  route(app, 'POST /v1/customers/settle/:id', async (request) => ({
    ...(await customers.settle(sessionOf(request), actorOf(request), request.params.id, request.body)),
    resp: ok('Payment recorded'),
  }));
  route(app, 'GET /v1/customers', (request) => customers.list(request.query));
  route(app, 'POST /v1/customers/create', async (request) => ({
    customer: await customers.create(actorOf(request), request.body),
    resp: ok('Customer created'),
  }));
  route(app, 'PUT /v1/customers/update/:id', async (request) => ({
    customer: await customers.update(actorOf(request), request.params.id, request.body),
    resp: ok('Customer updated'),
  }));
  route(app, 'DELETE /v1/customers/destroy/:id', async (request) => {
    await customers.delete(actorOf(request), request.params.id);
    return { resp: ok('Customer deleted') };
  });
}
