import {
  ApiError,
  IdParam,
  PrinterInput,
  PrinterResponse,
  PrintersResponse,
  RespResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { PrintersService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

export function printerRoutes(app: App, printers: PrintersService): void {
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
}
