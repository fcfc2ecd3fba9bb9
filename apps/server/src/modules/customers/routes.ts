import {
  ApiError,
  CustomerInput,
  CustomerResponse,
  CustomersQuery,
  CustomersResponse,
  IdParam,
  RespResponse,
  SettlementInput,
  SettlementResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { CustomersService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export function customerRoutes(app: App, customers: CustomersService): void {
  const tags = ['customers'];
  app.post(
    '/v1/customers/settle/:id',
    {
      config: { access: 'payments.take' },
      schema: {
        tags,
        summary: "Take a payment against a customer's account balance",
        params: IdParam,
        body: SettlementInput,
        // A settlement larger than the balance breaks a rule (422).
        response: { 200: SettlementResponse, ...errors, 422: ApiError },
      },
    },
    async (request) => ({
      ...(await customers.settle(sessionOf(request), actorOf(request), request.params.id, request.body)),
      resp: ok('Payment recorded'),
    }),
  );
  app.get(
    '/v1/customers',
    {
      config: { access: 'customers.view' },
      schema: {
        tags,
        summary:
          'One page of customers, by name or sorted by a column (sort, dir); ?subscribers=true, ?owing=true, ?q= (name, phone, e-mail) and ?ids= filter',
        querystring: CustomersQuery,
        response: { 200: CustomersResponse, ...errors },
      },
    },
    (request) => customers.list(request.query),
  );
  app.post(
    '/v1/customers/create',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: 'Create a customer (phone and e-mail unique)',
        body: CustomerInput,
        response: { 200: CustomerResponse, ...errors },
      },
    },
    async (request) => ({
      customer: await customers.create(actorOf(request), request.body),
      resp: ok('Customer created'),
    }),
  );
  app.put(
    '/v1/customers/update/:id',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: "Replace a customer's details (the balance is kept by orders and payments)",
        params: IdParam,
        body: CustomerInput,
        response: { 200: CustomerResponse, ...errors },
      },
    },
    async (request) => ({
      customer: await customers.update(actorOf(request), request.params.id, request.body),
      resp: ok('Customer updated'),
    }),
  );
  app.delete(
    '/v1/customers/destroy/:id',
    {
      config: { access: 'customers.manage' },
      schema: {
        tags,
        summary: 'Delete a customer without balance or orders (409 otherwise: block them instead)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await customers.delete(actorOf(request), request.params.id);
      return { resp: ok('Customer deleted') };
    },
  );
}
