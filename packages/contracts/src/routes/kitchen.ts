import { RespResponse } from '../common.ts';
import {
  BoardResponse,
  ItemDoneInput,
  KitchenQuery,
  KitchenResponse,
  KitchenTicketResponse,
  ServeInput,
  TicketInput,
} from '../kitchen.ts';
import type { RouteDef } from './define.ts';

const tags = ['kitchen'];

/** The kitchen module's routes. */
export const KitchenRoutes = {
  'GET /v1/kitchen/tickets': {
    tags,
    summary:
      'The kitchen screen: open tickets (one station, or every station), the last 20 bumped, and the newest event id',
    query: KitchenQuery,
    response: KitchenResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/kitchen/items/done': {
    tags,
    summary: 'Mark an item on a ticket done (ready), or not done again',
    body: ItemDoneInput,
    response: KitchenTicketResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/kitchen/tickets/start': {
    tags,
    summary: 'Start a ticket: its items are being prepared',
    body: TicketInput,
    response: KitchenTicketResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/kitchen/tickets/bump': {
    tags,
    summary: 'Bump a ticket off the screen (its items are ready); bumping a void or cancel acknowledges it',
    body: TicketInput,
    response: KitchenTicketResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/kitchen/tickets/recall': {
    tags,
    summary: 'Bring a bumped ticket back on screen',
    body: TicketInput,
    response: KitchenTicketResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/kitchen/board': {
    tags,
    summary: 'The order-ready board: orders being prepared and ready (until collected or cleared)',
    response: BoardResponse,
    errors: [400, 404, 409, 422],
  },
  'POST /v1/kitchen/serve': {
    tags,
    summary: 'The order was collected or served: it leaves the ready board',
    body: ServeInput,
    response: RespResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
