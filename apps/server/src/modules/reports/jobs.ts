import type {
  DailyReport,
  DashboardResponse,
  ExpensesSalesQuery,
  ExpensesSalesReport,
  ProductSalesReport,
  ReportQuery,
  SalesManagerReport,
  StaffLogsQuery,
  StaffLogsReport,
} from '@cashier/contracts';
import type { Engine } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { restaurantDay } from '../settings/read.ts';
import { dailyReport } from './daily.ts';
import { dashboard } from './dashboard.ts';
import { expensesAndSales } from './expenses-sales.ts';
import { LOG_EXPORT_MAX, staffLogs } from './logs.ts';
import { productSales } from './products.ts';
import { salesManager } from './staff.ts';

/**
 * The reports as jobs over a read connection: run in the server (PostgreSQL, whose driver does
 * not hold the event loop) or on the reports thread with its own read-only SQLite connection
 * (report-thread.ts), so a year's report never stalls the till. Arguments and answers are plain
 * data, as a thread passes them.
 */
export const REPORT_JOBS = {
  /** `now`: the asking thread's clock, which says what today is. */
  dashboard: async (
    db: Db,
    _engine: Engine,
    date: string | undefined,
    now: number,
  ): Promise<DashboardResponse> => dashboard(db, await restaurantDay(db), date, now),
  daily: async (db: Db, engine: Engine, q: ReportQuery): Promise<Omit<DailyReport, 'shifts'>> =>
    dailyReport(db, engine, await restaurantDay(db), q),
  expensesAndSales: async (db: Db, engine: Engine, q: ExpensesSalesQuery): Promise<ExpensesSalesReport> =>
    expensesAndSales(db, engine, await restaurantDay(db), q),
  productSales: async (db: Db, _engine: Engine, q: ReportQuery): Promise<ProductSalesReport> =>
    productSales(db, await restaurantDay(db), q),
  salesManager: async (db: Db, engine: Engine, q: ReportQuery): Promise<SalesManagerReport> =>
    salesManager(db, engine, await restaurantDay(db), q),
  /** A page of the staff logs; for a CSV (`all`), every matching row up to LOG_EXPORT_MAX. */
  staffLogs: async (db: Db, engine: Engine, q: StaffLogsQuery, all: boolean): Promise<StaffLogsReport> => {
    const day = await restaurantDay(db);
    return all
      ? staffLogs(db, engine, day, q, { limit: LOG_EXPORT_MAX, offset: 0 })
      : staffLogs(db, engine, day, q);
  },
};

export type ReportJobs = typeof REPORT_JOBS;
export type JobName = keyof ReportJobs;
/** A job's arguments after the connection and the engine. */
export type JobArgs<K extends JobName> =
  Parameters<ReportJobs[K]> extends [Db, Engine, ...infer A] ? A : never;
export type JobResult<K extends JobName> = Awaited<ReturnType<ReportJobs[K]>>;

/** Runs report jobs somewhere: in the server, or on the reports thread. */
export interface ReportRunner {
  run<K extends JobName>(name: K, ...args: JobArgs<K>): Promise<JobResult<K>>;
  close(): Promise<void>;
}

/** Runs them in the server, on its own connection. */
export function inProcess(db: Db, engine: Engine): ReportRunner {
  return {
    run: (name, ...args) =>
      (REPORT_JOBS[name] as (db: Db, engine: Engine, ...a: unknown[]) => Promise<never>)(db, engine, ...args),
    close: () => Promise.resolve(),
  };
}
