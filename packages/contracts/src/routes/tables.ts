import { IdParam, RespResponse } from '../common.ts';
import {
  TableInput,
  TableResponse,
  TableStatusInput,
  TablesResponse,
  TablesWithOrdersResponse,
} from '../tables.ts';
import type { RouteDef } from './define.ts';

const tags = ['tables'];

/** The tables module's routes. */
export const TablesRoutes = {
  'GET /v1/tables': {
    tags,
    summary: 'Every table, inactive ones included (qrToken only for tables.manage)',
    response: TablesResponse,
    errors: [400, 404, 409, 422],
  },
  'GET /v1/tables/list': {
    tags,
    summary: 'Active tables, each with its open order summary or null (the floor plan and POS tables menu)',
    response: TablesWithOrdersResponse,
    errors: [400, 404, 409, 422],
  },
  'POST /v1/tables/create': {
    tags,
    summary: 'Create a table (name unique); it starts available with a fresh QR secret',
    body: TableInput,
    response: TableResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/tables/update/:id': {
    tags,
    summary: "Change a table's name, seats, area, floor-plan position or active flag",
    params: IdParam,
    body: TableInput,
    response: TableResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/tables/setStatus/:id': {
    tags,
    summary: 'Mark a table available, occupied, reserved or cleaning (422 for anything else)',
    params: IdParam,
    body: TableStatusInput,
    response: TableResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/tables/:id/rotate-token': {
    tags,
    summary: "Replace the table's QR secret; codes printed before stop working",
    params: IdParam,
    response: TableResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/tables/destroy/:id': {
    tags,
    summary: 'Delete a table (409 while an order is open on it)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
