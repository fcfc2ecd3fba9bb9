import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { ShiftsService } from './service.ts';
import type { ZReportsService } from './z-reports.ts';

export function shiftRoutes(app: App, shifts: ShiftsService): void {
  route(app, 'GET /v1/shifts/current', async (request) => ({
    report: await shifts.current(sessionOf(request)),
  }));
  route(app, 'GET /v1/shifts', async (request) => ({ shifts: await shifts.list(request.query) }));
  route(app, 'GET /v1/shifts/:id', async (request) => ({
    report: await shifts.get(sessionOf(request), request.params.id),
    resp: ok('Shift loaded'),
  }));
  route(app, 'POST /v1/shifts/open', async (request) => ({
    report: await shifts.open(sessionOf(request), actorOf(request), request.body),
    resp: ok('Shift opened'),
  }));
  route(app, 'POST /v1/shifts/movement/:id', async (request) => ({
    report: await shifts.move(sessionOf(request), actorOf(request), request.params.id, request.body),
    resp: ok('Cash recorded'),
  }));
  route(app, 'POST /v1/shifts/close/:id', async (request) => ({
    report: await shifts.close(sessionOf(request), actorOf(request), request.params.id, request.body),
    resp: ok('Shift closed'),
  }));
  route(app, 'POST /v1/shifts/print/:id', async (request) => ({
    job: await shifts.print(sessionOf(request), actorOf(request), request.params.id, request.body.printerId),
    resp: ok('Report queued'),
  }));
}

export function zReportRoutes(app: App, z: ZReportsService): void {
  route(app, 'GET /v1/z-reports', async () => ({ zReports: await z.list() }));
  route(app, 'GET /v1/z-reports/preview', async () => ({ preview: await z.preview() }));
  route(app, 'POST /v1/z-reports/close', async (request) => ({
    zReport: await z.close(sessionOf(request), actorOf(request), request.body.acknowledgeOpenOrders),
    resp: ok('Day closed'),
  }));
  route(app, 'GET /v1/z-reports/:number', async (request) => ({
    zReport: await z.get(request.params.number),
    resp: ok('Z report loaded'),
  }));
  route(app, 'POST /v1/z-reports/print/:number', async (request) => ({
    job: await z.print(actorOf(request), request.params.number, request.body.printerId),
    resp: ok('Report queued'),
  }));
}
