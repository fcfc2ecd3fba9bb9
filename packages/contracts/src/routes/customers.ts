import { IdParam, RespResponse } from '../common.ts';
import { CustomerInput, CustomerResponse, CustomersQuery, CustomersResponse } from '../customers.ts';
import { SettlementInput, SettlementResponse } from '../orders.ts';
import type { RouteDef } from './define.ts';

const tags = ['customers'];

/** The customers module's routes. */
export const CustomersRoutes = {
  'POST /v1/customers/settle/:id': {
    tags,
    summary: "Take a payment against a customer's account balance",
    params: IdParam,
    body: SettlementInput,
    response: SettlementResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/customers': {
    tags,
    summary:
      'One page of customers, by name or sorted by a column (sort, dir); ?subscribers=true, ?owing=true, ?q= (name, phone, e-mail) and ?ids= filter',
    query: CustomersQuery,
    response: CustomersResponse,
    errors: [404, 409],
  },
  'POST /v1/customers/create': {
    tags,
    summary: 'Create a customer (phone and e-mail unique)',
    body: CustomerInput,
    response: CustomerResponse,
    errors: [404, 409],
  },
  'PUT /v1/customers/update/:id': {
    tags,
    summary: "Replace a customer's details (the balance is kept by orders and payments)",
    params: IdParam,
    body: CustomerInput,
    response: CustomerResponse,
    errors: [404, 409],
  },
  'DELETE /v1/customers/destroy/:id': {
    tags,
    summary: 'Delete a customer without balance or orders (409 otherwise: block them instead)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409],
  },
} as const satisfies Record<string, RouteDef>;
