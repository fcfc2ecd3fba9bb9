import {
  ApiError,
  IdParam,
  PrinterInput,
  PrinterResponse,
  PrintersResponse,
  PrintJobResponse,
  PrintJobRetry,
  PrintJobsResponse,
  RespResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { PrintQueue } from './queue.ts';
import type { PrintersService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export function printerRoutes(app: App, printers: PrintersService, queue: PrintQueue): void {
  const tags = ['printers'];
  app.get(
    '/v1/printers',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Every printer by name, inactive ones included',
        response: { 200: PrintersResponse, ...errors },
      },
    },
    async () => ({ printers: await printers.list() }),
  );
  app.post(
    '/v1/printers/create',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary:
          'Add a receipt, kitchen, bar or label printer (name unique); a network printer needs a host, its port defaults to 9100',
        body: PrinterInput,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await printers.create(actorOf(request), request.body),
      resp: ok('Printer created'),
    }),
  );
  app.put(
    '/v1/printers/update/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Replace a printer’s settings (a browser printer keeps no host or port)',
        params: IdParam,
        body: PrinterInput,
        response: { 200: PrinterResponse, ...errors },
      },
    },
    async (request) => ({
      printer: await printers.update(actorOf(request), request.params.id, request.body),
      resp: ok('Printer updated'),
    }),
  );
  app.delete(
    '/v1/printers/destroy/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Delete a printer together with its print jobs',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await printers.delete(actorOf(request), request.params.id);
      return { resp: ok('Printer deleted') };
    },
  );
  jobRoutes(app, queue);
}

const jobErrors = { ...errors, 422: ApiError };

function jobRoutes(app: App, queue: PrintQueue): void {
  const tags = ['printers'];
  app.post(
    '/v1/printers/test/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Queue a test page (English and Arabic) on a network printer',
        params: IdParam,
        response: { 200: PrintJobResponse, ...jobErrors },
      },
    },
    async (request) => ({
      job: await queue.test(actorOf(request), request.params.id),
      resp: ok('Test page queued'),
    }),
  );
  app.get(
    '/v1/printers/jobs/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'A printer’s unfinished jobs, oldest first, then its last 20 printed',
        params: IdParam,
        response: { 200: PrintJobsResponse, ...errors },
      },
    },
    async (request) => ({ jobs: await queue.list(request.params.id) }),
  );
  app.post(
    '/v1/print-jobs/retry/:id',
    {
      config: { access: 'settings.manage' },
      schema: {
        tags,
        summary: 'Send a job again now, to its printer or to another network printer (printerId)',
        params: IdParam,
        body: PrintJobRetry,
        response: { 200: PrintJobResponse, ...jobErrors },
      },
    },
    async (request) => ({
      job: await queue.retry(actorOf(request), request.params.id, request.body.printerId),
      resp: ok('Print job queued again'),
    }),
  );
}
