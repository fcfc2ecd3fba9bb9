import { ApiError, DashboardQuery, DashboardResponse } from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import type { ReportsService } from './service.ts';

const tags = ['reports'];
const errors = { 400: ApiError, 401: ApiError, 403: ApiError };

export function reportRoutes(app: App, reports: ReportsService): void {
  app.get(
    '/v1/reports/dashboard',
    {
      config: { access: 'dashboard.view' },
      schema: {
        tags,
        summary:
          "One business day's figures (completed sales, open orders, per type, per hour, best sellers); ?date=YYYY-MM-DD, today by default",
        querystring: DashboardQuery,
        response: { 200: DashboardResponse, ...errors },
      },
    },
    (request) => reports.dashboard(request.query.date),
  );
}
