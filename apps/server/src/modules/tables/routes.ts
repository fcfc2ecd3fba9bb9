import { can } from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { TablesService } from './service.ts';

/** Whether the caller may see the tables' QR secrets. */
const managesTables = (request: FastifyRequest) =>
  can(request.session?.user.permissions ?? null, 'tables.manage');

export function tableRoutes(app: App, tables: TablesService): void {
  route(app, 'GET /v1/tables', async (request) => ({
    tables: await tables.list(managesTables(request)),
    resp: ok('Tables loaded'),
  }));
  route(app, 'GET /v1/tables/list', async (request) => ({
    tables: await tables.listWithOrders(managesTables(request)),
  }));
  route(app, 'POST /v1/tables/create', async (request) => ({
    table: await tables.create(actorOf(request), request.body),
    resp: ok('Table created'),
  }));
  route(app, 'PUT /v1/tables/update/:id', async (request) => ({
    table: await tables.update(actorOf(request), request.params.id, request.body),
    resp: ok('Table updated'),
  }));
  route(app, 'PUT /v1/tables/setStatus/:id', async (request) => ({
    table: await tables.setStatus(
      actorOf(request),
      request.params.id,
      request.body.status,
      managesTables(request),
    ),
    resp: ok('Table status updated'),
  }));
  route(app, 'POST /v1/tables/:id/rotate-token', async (request) => ({
    table: await tables.rotateToken(actorOf(request), request.params.id),
    resp: ok('QR code renewed'),
  }));
  route(app, 'DELETE /v1/tables/destroy/:id', async (request) => {
    await tables.delete(actorOf(request), request.params.id);
    return { resp: ok('Table deleted') };
  });
}
