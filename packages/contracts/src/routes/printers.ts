import { IdParam, RespResponse } from '../common.ts';
import {
  PrintJobResponse,
  PrintJobRetry,
  PrintJobsResponse,
  PrinterInput,
  PrinterResponse,
  PrintersResponse,
} from '../printers.ts';
import type { RouteDef } from './define.ts';

const tags = ['printers'];

/** The printers module's routes. */
export const PrintersRoutes = {
  'GET /v1/printers': {
    tags,
    summary: 'Every printer by name, inactive ones included',
    response: PrintersResponse,
    errors: [400, 404, 409],
  },
  'POST /v1/printers/create': {
    tags,
    summary:
      'Add a receipt, kitchen, bar or label printer (name unique); a network printer needs a host, its port defaults to 9100',
    body: PrinterInput,
    response: PrinterResponse,
    errors: [404, 409],
  },
  'PUT /v1/printers/update/:id': {
    tags,
    summary: 'Replace a printer’s settings (a browser printer keeps no host or port)',
    params: IdParam,
    body: PrinterInput,
    response: PrinterResponse,
    errors: [404, 409],
  },
  'DELETE /v1/printers/destroy/:id': {
    tags,
    summary: 'Delete a printer together with its print jobs',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409],
  },
  'POST /v1/printers/test/:id': {
    tags,
    summary: 'Queue a test page (English and Arabic) on a network printer',
    params: IdParam,
    response: PrintJobResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/printers/jobs/:id': {
    tags,
    summary: 'A printer’s unfinished jobs, oldest first, then its last 20 printed',
    params: IdParam,
    response: PrintJobsResponse,
    errors: [404, 409],
  },
  'POST /v1/print-jobs/retry/:id': {
    tags,
    summary: 'Send a job again now, to its printer or to another network printer (printerId)',
    params: IdParam,
    body: PrintJobRetry,
    response: PrintJobResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
