import {
  ApiError,
  IdParam,
  RespResponse,
  TableInput,
  TableResponse,
  TableStatusInput,
  TablesResponse,
  TablesWithOrdersResponse,
  can,
} from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { TablesService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** Whether the caller may see the tables' QR secrets. */
const managesTables = (request: FastifyRequest) =>
  can(request.session?.user.permissions ?? null, 'tables.manage');

export function tableRoutes(app: App, tables: TablesService): void {
  const tags = ['tables'];
  app.get(
    '/v1/tables',
    {
      config: { access: 'tables.view' },
      schema: {
        tags,
        summary: 'Every table, inactive ones included (qrToken only for tables.manage)',
        response: { 200: TablesResponse, ...errors },
      },
    },
    async (request) => ({ tables: await tables.list(managesTables(request)), resp: ok('Tables loaded') }),
  );
  app.get(
    '/v1/tables/list',
    {
      config: { access: 'tables.view' },
      schema: {
        tags,
        summary:
          'Active tables, each with its open order summary or null (the floor plan and POS tables menu)',
        response: { 200: TablesWithOrdersResponse, ...errors },
      },
    },
    async (request) => ({ tables: await tables.listWithOrders(managesTables(request)) }),
  );
  app.post(
    '/v1/tables/create',
    {
      config: { access: 'tables.manage' },
      schema: {
        tags,
        summary: 'Create a table (name unique); it starts available with a fresh QR secret',
        body: TableInput,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => ({
      table: await tables.create(actorOf(request), request.body),
      resp: ok('Table created'),
    }),
  );
  app.put(
    '/v1/tables/update/:id',
    {
      config: { access: 'tables.manage' },
      schema: {
        tags,
        summary: "Change a table's name, seats, area, floor-plan position or active flag",
        params: IdParam,
        body: TableInput,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => ({
      table: await tables.update(actorOf(request), request.params.id, request.body),
      resp: ok('Table updated'),
    }),
  );
  app.put(
    '/v1/tables/setStatus/:id',
    {
      // orders.update, not tables.manage: waiters and cashiers seat guests and clear tables all
      // shift, while only managers arrange the floor plan. Anyone who can change an order on a
      // table can say whether the table is free.
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary: 'Mark a table available, occupied, reserved or cleaning (422 for anything else)',
        params: IdParam,
        body: TableStatusInput,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => ({
      table: await tables.setStatus(
        actorOf(request),
        request.params.id,
        request.body.status,
        managesTables(request),
      ),
      resp: ok('Table status updated'),
    }),
  );
  app.post(
    '/v1/tables/:id/rotate-token',
    {
      config: { access: 'tables.manage' },
      schema: {
        tags,
        summary: "Replace the table's QR secret; codes printed before stop working",
        params: IdParam,
        response: { 200: TableResponse, ...errors },
      },
    },
    async (request) => ({
      table: await tables.rotateToken(actorOf(request), request.params.id),
      resp: ok('QR code renewed'),
    }),
  );
  app.delete(
    '/v1/tables/destroy/:id',
    {
      config: { access: 'tables.manage' },
      schema: {
        tags,
        summary: 'Delete a table (409 while an order is open on it)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await tables.delete(actorOf(request), request.params.id);
      return { resp: ok('Table deleted') };
    },
  );
}
