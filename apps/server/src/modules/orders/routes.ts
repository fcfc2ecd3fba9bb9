import {
  ApiError,
  FireInput,
  IdParam,
  MergeInput,
  InvoiceParam,
  OneOrderResponse,
  OpenOrdersQuery,
  OpenOrdersResponse,
  OrderAuditResponse,
  type Order,
  OrderCreate,
  OrderResponse,
  OrdersQuery,
  OrdersResponse,
  OrderUpdate,
  OrdersChangedResponse,
  PrintJobResponse,
  PrintJobRetry,
  RefundInput,
  SplitInput,
  says,
} from '@cashier/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import { reprintRateLimit } from '../printers/reprint-limit.ts';
import { checkCustomerFilter, forViewer } from './privacy.ts';
import type { OrdersService } from './service.ts';

const tags = ['orders'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };
const IdempotencyHeader = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,200}$/, says.idempotencyKey)
      .optional(),
  })
  .passthrough();

/** One order as the signed-in viewer may see it (see privacy.ts). */
const viewed = (request: FastifyRequest, order: Order): Order =>
  forViewer(sessionOf(request).user.permissions, [order])[0]!;

export function orderRoutes(app: App, orders: OrdersService): void {
  app.get(
    '/v1/orders',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary:
          'Orders, newest first or sorted by a column (sort, dir), filtered by type, status, business dates, customer or table',
        querystring: OrdersQuery,
        response: { 200: OrdersResponse, 400: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const { permissions } = sessionOf(request).user;
      checkCustomerFilter(permissions, request.query.customerId);
      const page = await orders.list(request.query);
      return { ...page, orders: forViewer(permissions, page.orders) };
    },
  );
  app.get(
    '/v1/orders/list',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary: 'Open orders (new, in progress, in delivery), newest first, a page at a time',
        querystring: OpenOrdersQuery,
        response: { 200: OpenOrdersResponse, 400: ApiError },
      },
    },
    async (request) => {
      const page = await orders.open(request.query);
      return { ...page, orders: forViewer(sessionOf(request).user.permissions, page.orders) };
    },
  );
  app.get(
    '/v1/orders/invoice/:number',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary: 'The completed order carrying an invoice number',
        params: InvoiceParam,
        response: { 200: OneOrderResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => ({
      order: viewed(request, await orders.byInvoice(request.params.number)),
    }),
  );
  app.get(
    '/v1/orders/:id/audit',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary: "An order's audit trail, oldest first, with who did what",
        params: IdParam,
        response: { 200: OrderAuditResponse, 404: ApiError },
      },
    },
    async (request) => ({ entries: await orders.audit(request.params.id) }),
  );
  app.get(
    '/v1/orders/:id',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary: 'One order with lines, payments and status history',
        params: IdParam,
        response: { 200: OneOrderResponse, 404: ApiError },
      },
    },
    async (request) => ({ order: viewed(request, await orders.get(request.params.id)) }),
  );
  app.post(
    '/v1/orders/create',
    {
      config: { access: 'orders.create' },
      schema: {
        tags,
        summary: 'Create an order, priced by the server; idempotent with Idempotency-Key or uuid',
        headers: IdempotencyHeader,
        body: OrderCreate,
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'] ?? request.body.uuid;
      const answer = await orders.create(sessionOf(request), actorOf(request), request.body, key);
      return { ...answer, resp: ok('Order created') };
    },
  );
  app.put(
    '/v1/orders/update',
    {
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary:
          'Change an open order: lines, discount, table, customer, payments, status (id and version in the body)',
        body: OrderUpdate,
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request) => ({
      order: await orders.update(sessionOf(request), actorOf(request), request.body),
      resp: ok('Order updated'),
    }),
  );
  app.post(
    '/v1/orders/refund/:id',
    {
      // Anyone who sees orders may ask; the service needs orders.refund or a manager's approval.
      config: { access: 'orders.view' },
      schema: {
        tags,
        summary:
          "Refund part or all of a completed order's payments (orders.refund or a manager's approval token)",
        params: IdParam,
        body: RefundInput,
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request) => ({
      order: await orders.refund(sessionOf(request), actorOf(request), request.params.id, request.body),
      resp: ok('Refund recorded'),
    }),
  );
  app.post(
    '/v1/orders/fire',
    {
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary: "Fire an open order's held course (or every held course) to the kitchen",
        body: FireInput,
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request) => ({
      order: (await orders.fire(actorOf(request), request.body)).map((o) => viewed(request, o)),
      resp: ok('Course fired'),
    }),
  );
  app.post(
    '/v1/orders/print/:id',
    {
      config: { access: 'orders.reprint', rateLimit: reprintRateLimit },
      schema: {
        tags,
        summary:
          'Print an order’s receipt on a network receipt printer (printerId, or the first): a bill before payment, a copy after. Needs orders.reprint; at most 10 a minute per user (429)',
        params: IdParam,
        body: PrintJobRetry,
        response: { 200: PrintJobResponse, ...errors, 429: ApiError },
      },
    },
    async (request) => ({
      job: await orders.print(actorOf(request), request.params.id, request.body.printerId),
      resp: ok('Receipt queued'),
    }),
  );
  app.post(
    '/v1/orders/merge',
    {
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary: "Merge two open, unpaid orders: the source's lines join the target, the source is canceled",
        body: MergeInput,
        response: { 200: OrdersChangedResponse, ...errors },
      },
    },
    async (request) => ({
      order: await orders.merge(sessionOf(request), actorOf(request), request.body),
      resp: ok('Orders merged'),
    }),
  );
  app.post(
    '/v1/orders/split/:id',
    {
      config: { access: 'orders.update' },
      schema: {
        tags,
        summary: 'Split an open, unpaid order by seats or line quantities into new orders',
        params: IdParam,
        body: SplitInput,
        response: { 200: OrdersChangedResponse, ...errors },
      },
    },
    async (request) => ({
      order: await orders.split(sessionOf(request), actorOf(request), request.params.id, request.body),
      resp: ok('Order split'),
    }),
  );
}
