import type {
  DailyReport,
  DashboardResponse,
  ExpensesSalesQuery,
  ExpensesSalesReport,
  ProductSalesReport,
  ReportQuery,
  SalesManagerReport,
  Shift,
  StaffLogsQuery,
  StaffLogsReport,
} from '@cashier/contracts';
import type { ReportRunner } from './jobs.ts';

/**
 * Figures over orders, each for business days in the restaurant's time zone, computed by a
 * ReportRunner (on the reports thread for SQLite, see jobs.ts).
 */
export class ReportsService {
  constructor(
    private readonly runner: ReportRunner,
    /** The shifts opened on business days from…to (the shifts module's). */
    private readonly shifts: (from: string, to: string) => Promise<Shift[]>,
  ) {}

  dashboard(date?: string): Promise<DashboardResponse> {
    return this.runner.run('dashboard', date, Date.now());
  }

  async daily(q: ReportQuery): Promise<DailyReport> {
    const [report, shifts] = await Promise.all([this.runner.run('daily', q), this.shifts(q.from, q.to)]);
    return { ...report, shifts };
  }

  expensesAndSales(q: ExpensesSalesQuery): Promise<ExpensesSalesReport> {
    return this.runner.run('expensesAndSales', q);
  }

  productSales(q: ReportQuery): Promise<ProductSalesReport> {
    return this.runner.run('productSales', q);
  }

  salesManager(q: ReportQuery): Promise<SalesManagerReport> {
    return this.runner.run('salesManager', q);
  }

  /** A page of the staff logs; for a CSV (`all`), every matching row up to LOG_EXPORT_MAX. */
  staffLogs(q: StaffLogsQuery, all = false): Promise<StaffLogsReport> {
    return this.runner.run('staffLogs', q, all);
  }
}
