import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { PrintQueue } from './queue.ts';
import type { PrintersService } from './service.ts';

export function printerRoutes(app: App, printers: PrintersService, queue: PrintQueue): void {
  route(app, 'GET /v1/printers', async () => ({ printers: await printers.list() }));
  route(app, 'POST /v1/printers/create', async (request) => ({
    printer: await printers.create(actorOf(request), request.body),
    resp: ok('Printer created'),
  }));
  route(app, 'PUT /v1/printers/update/:id', async (request) => ({
    printer: await printers.update(actorOf(request), request.params.id, request.body),
    resp: ok('Printer updated'),
  }));
  route(app, 'DELETE /v1/printers/destroy/:id', async (request) => {
    await printers.delete(actorOf(request), request.params.id);
    return { resp: ok('Printer deleted') };
  });
  jobRoutes(app, queue);
}

function jobRoutes(app: App, queue: PrintQueue): void {
  route(app, 'POST /v1/printers/test/:id', async (request) => ({
    job: await queue.test(actorOf(request), request.params.id),
    resp: ok('Test page queued'),
  }));
  route(app, 'GET /v1/printers/jobs/:id', async (request) => ({ jobs: await queue.list(request.params.id) }));
  route(app, 'POST /v1/print-jobs/retry/:id', async (request) => ({
    job: await queue.retry(actorOf(request), request.params.id, request.body.printerId),
    resp: ok('Print job queued again'),
  }));
}
