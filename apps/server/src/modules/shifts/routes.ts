import {
  ApiError,
  CashMovementInput,
  CurrentShiftResponse,
  IdParam,
  PrintJobResponse,
  PrintJobRetry,
  ShiftCloseInput,
  ShiftFilter,
  ShiftOpenInput,
  ShiftResponse,
  ShiftsResponse,
  ZCloseInput,
  ZNumberParam,
  ZPreviewResponse,
  ZReportResponse,
  ZReportsResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf, sessionOf } from '../../plugins/auth.ts';
import type { ShiftsService } from './service.ts';
import type { ZReportsService } from './z-reports.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export function shiftRoutes(app: App, shifts: ShiftsService): void {
  const tags = ['shifts'];
  const use = { access: 'shifts.use' } as const;
  app.get(
    '/v1/shifts/current',
    {
      config: use,
      schema: {
        tags,
        summary: 'The signed-in user’s open shift with its X report, or null',
        response: { 200: CurrentShiftResponse, ...errors },
      },
    },
    async (request) => ({ report: await shifts.current(sessionOf(request)) }),
  );
  app.get(
    '/v1/shifts',
    {
      config: { access: 'shifts.manage' },
      schema: {
        tags,
        summary: 'Shifts, newest first (at most 200), by status and user',
        querystring: ShiftFilter,
        response: { 200: ShiftsResponse, ...errors },
      },
    },
    async (request) => ({ shifts: await shifts.list(request.query) }),
  );
  app.get(
    '/v1/shifts/:id',
    {
      config: use,
      schema: {
        tags,
        summary:
          'A shift and its figures: the X report while open, the closing count after (own shift, or shifts.manage)',
        params: IdParam,
        response: { 200: ShiftResponse, ...errors },
      },
    },
    async (request) => ({
      report: await shifts.get(sessionOf(request), request.params.id),
      resp: ok('Shift loaded'),
    }),
  );
  app.post(
    '/v1/shifts/open',
    {
      config: use,
      schema: {
        tags,
        summary: 'Open a shift with a float in the drawer (one open shift per user: 409 for a second)',
        body: ShiftOpenInput,
        response: { 200: ShiftResponse, ...errors },
      },
    },
    async (request) => ({
      report: await shifts.open(sessionOf(request), actorOf(request), request.body),
      resp: ok('Shift opened'),
    }),
  );
  app.post(
    '/v1/shifts/movement/:id',
    {
      config: use,
      schema: {
        tags,
        summary: 'Pay cash into (in) or out of (out) an open shift’s drawer, with a reason',
        params: IdParam,
        body: CashMovementInput,
        response: { 200: ShiftResponse, ...errors },
      },
    },
    async (request) => ({
      report: await shifts.move(sessionOf(request), actorOf(request), request.params.id, request.body),
      resp: ok('Cash recorded'),
    }),
  );
  app.post(
    '/v1/shifts/close/:id',
    {
      config: use,
      schema: {
        tags,
        summary:
          'Count the drawer and close the shift; a difference above cash_difference_limit needs shifts.manage or a manager’s approvalToken (403)',
        params: IdParam,
        body: ShiftCloseInput,
        response: { 200: ShiftResponse, ...errors },
      },
    },
    async (request) => ({
      report: await shifts.close(sessionOf(request), actorOf(request), request.params.id, request.body),
      resp: ok('Shift closed'),
    }),
  );
  app.post(
    '/v1/shifts/print/:id',
    {
      config: use,
      schema: {
        tags,
        summary:
          'Print a shift’s X report (or closing report) on a receipt printer (printerId, or the first)',
        params: IdParam,
        body: PrintJobRetry,
        response: { 200: PrintJobResponse, ...errors },
      },
    },
    async (request) => ({
      job: await shifts.print(
        sessionOf(request),
        actorOf(request),
        request.params.id,
        request.body.printerId,
      ),
      resp: ok('Report queued'),
    }),
  );
}

export function zReportRoutes(app: App, z: ZReportsService): void {
  const tags = ['shifts'];
  app.get(
    '/v1/z-reports',
    {
      config: { access: 'reports.view' },
      schema: { tags, summary: 'Z reports, newest first', response: { 200: ZReportsResponse, ...errors } },
    },
    async () => ({ zReports: await z.list() }),
  );
  app.get(
    '/v1/z-reports/preview',
    {
      config: { access: 'shifts.manage' },
      schema: {
        tags,
        summary: 'What closing the day now would record: figures since the last Z, shifts, open orders',
        response: { 200: ZPreviewResponse, ...errors },
      },
    },
    async () => ({ preview: await z.preview() }),
  );
  app.post(
    '/v1/z-reports/close',
    {
      config: { access: 'shifts.manage' },
      schema: {
        tags,
        summary:
          'Close the business day with a numbered Z report, once per day (409 while a shift is open, or open orders are not acknowledged)',
        body: ZCloseInput,
        response: { 200: ZReportResponse, ...errors },
      },
    },
    async (request) => ({
      zReport: await z.close(sessionOf(request), actorOf(request), request.body.acknowledgeOpenOrders),
      resp: ok('Day closed'),
    }),
  );
  app.get(
    '/v1/z-reports/:number',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'One Z report as it was closed',
        params: ZNumberParam,
        response: { 200: ZReportResponse, ...errors },
      },
    },
    async (request) => ({ zReport: await z.get(request.params.number), resp: ok('Z report loaded') }),
  );
  app.post(
    '/v1/z-reports/print/:number',
    {
      config: { access: 'reports.view' },
      schema: {
        tags,
        summary: 'Print a Z report on a receipt printer (printerId, or the first)',
        params: ZNumberParam,
        body: PrintJobRetry,
        response: { 200: PrintJobResponse, ...errors },
      },
    },
    async (request) => ({
      job: await z.print(actorOf(request), request.params.number, request.body.printerId),
      resp: ok('Report queued'),
    }),
  );
}
