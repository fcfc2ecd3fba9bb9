import { IdParam } from '../common.ts';
import { PrintJobResponse, PrintJobRetry } from '../printers.ts';
import {
  CashMovementInput,
  CurrentShiftResponse,
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
} from '../shifts.ts';
import type { RouteDef } from './define.ts';

const tags = ['shifts'];

/** The shifts module's routes. */
export const ShiftsRoutes = {
  'GET /v1/shifts/current': {
    tags,
    summary: 'The signed-in user’s open shift with its X report, or null',
    response: CurrentShiftResponse,
    errors: [400, 404, 409, 422],
  },
  'GET /v1/shifts': {
    tags,
    summary: 'Shifts, newest first (at most 200), by status and user',
    query: ShiftFilter,
    response: ShiftsResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/shifts/:id': {
    tags,
    summary:
      'A shift and its figures: the X report while open, the closing count after (own shift, or shifts.manage)',
    params: IdParam,
    response: ShiftResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/shifts/open': {
    tags,
    summary: 'Open a shift with a float in the drawer (one open shift per user: 409 for a second)',
    body: ShiftOpenInput,
    response: ShiftResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/shifts/movement/:id': {
    tags,
    summary: 'Pay cash into (in) or out of (out) an open shift’s drawer, with a reason',
    params: IdParam,
    body: CashMovementInput,
    response: ShiftResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/shifts/close/:id': {
    tags,
    summary:
      'Count the drawer and close the shift; a difference above cash_difference_limit needs shifts.manage or a manager’s approvalToken (403)',
    params: IdParam,
    body: ShiftCloseInput,
    response: ShiftResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/shifts/print/:id': {
    tags,
    summary: 'Print a shift’s X report (or closing report) on a receipt printer (printerId, or the first)',
    params: IdParam,
    body: PrintJobRetry,
    response: PrintJobResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/z-reports': {
    tags,
    summary: 'Z reports, newest first',
    response: ZReportsResponse,
    errors: [400, 404, 409, 422],
  },
  'GET /v1/z-reports/preview': {
    tags,
    summary: 'What closing the day now would record: figures since the last Z, shifts, open orders',
    response: ZPreviewResponse,
    errors: [400, 404, 409, 422],
  },
  'POST /v1/z-reports/close': {
    tags,
    summary:
      'Close the business day with a numbered Z report, once per day (409 while a shift is open, or open orders are not acknowledged)',
    body: ZCloseInput,
    response: ZReportResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/z-reports/:number': {
    tags,
    summary: 'One Z report as it was closed',
    params: ZNumberParam,
    response: ZReportResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/z-reports/print/:number': {
    tags,
    summary: 'Print a Z report on a receipt printer (printerId, or the first)',
    params: ZNumberParam,
    body: PrintJobRetry,
    response: PrintJobResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
