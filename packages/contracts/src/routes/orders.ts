import { IdParam } from '../common.ts';
import { FireInput } from '../kitchen.ts';
import {
  InvoiceParam,
  MergeInput,
  OrderAuditResponse,
  OrdersChangedResponse,
  RefundInput,
  SplitInput,
} from '../order-actions.ts';
import {
  OneOrderResponse,
  OpenOrdersQuery,
  OpenOrdersResponse,
  OrderCreate,
  OrderResponse,
  OrderUpdate,
  OrdersQuery,
  OrdersResponse,
} from '../orders.ts';
import { PrintJobResponse, PrintJobRetry } from '../printers.ts';
import { z } from 'zod';
import { says } from '../messages/index.ts';
import type { RouteDef } from './define.ts';

/** A client-made key that makes a create safe to retry: the retry answers the first order. */
const IdempotencyHeader = z
  .object({
    'idempotency-key': z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,200}$/, says.idempotencyKey)
      .optional(),
  })
  .passthrough();

const tags = ['orders'];

/** The orders module's routes. */
export const OrdersRoutes = {
  'POST /v1/orders/fire': {
    tags,
    summary: "Fire an open order's held course (or every held course) to the kitchen",
    body: FireInput,
    response: OrderResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/orders': {
    tags,
    summary:
      'Orders, newest first or sorted by a column (sort, dir), filtered by type, status, business dates, customer or table',
    query: OrdersQuery,
    response: OrdersResponse,
  },
  'GET /v1/orders/list': {
    tags,
    summary: 'Open orders (new, in progress, in delivery), newest first, a page at a time',
    query: OpenOrdersQuery,
    response: OpenOrdersResponse,
  },
  'GET /v1/orders/invoice/:number': {
    tags,
    summary: 'The completed order carrying an invoice number',
    params: InvoiceParam,
    response: OneOrderResponse,
    errors: [404],
  },
  'GET /v1/orders/:id/audit': {
    tags,
    summary: "An order's audit trail, oldest first, with who did what",
    params: IdParam,
    response: OrderAuditResponse,
    errors: [404],
  },
  'GET /v1/orders/:id': {
    tags,
    summary: 'One order with lines, payments and status history',
    params: IdParam,
    response: OneOrderResponse,
    errors: [404],
  },
  'POST /v1/orders/create': {
    tags,
    summary: 'Create an order, priced by the server; idempotent with Idempotency-Key or uuid',
    headers: IdempotencyHeader,
    body: OrderCreate,
    response: OrderResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/orders/update': {
    tags,
    summary:
      'Change an open order: lines, discount, table, customer, payments, status (id and version in the body)',
    body: OrderUpdate,
    response: OrderResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/orders/refund/:id': {
    tags,
    summary:
      "Refund part or all of a completed order's payments (orders.refund or a manager's approval token)",
    params: IdParam,
    body: RefundInput,
    response: OrderResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/orders/merge': {
    tags,
    summary: "Merge two open, unpaid orders: the source's lines join the target, the source is canceled",
    body: MergeInput,
    response: OrdersChangedResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/orders/split/:id': {
    tags,
    summary: 'Split an open, unpaid order by seats or line quantities into new orders',
    params: IdParam,
    body: SplitInput,
    response: OrdersChangedResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/orders/print/:id': {
    tags,
    summary:
      'Print an order’s receipt on a network receipt printer (printerId, or the first): a bill before payment, a copy after. Needs orders.reprint; at most 10 a minute per user (429)',
    params: IdParam,
    body: PrintJobRetry,
    response: PrintJobResponse,
    errors: [404, 409, 422, 429],
  },
} as const satisfies Record<string, RouteDef>;
