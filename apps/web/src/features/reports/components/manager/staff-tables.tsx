import type { SalesManagerReport } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@cashier/web-core/settings';
import { duration, moment } from '../../format';
import { useFormatters } from '../../hooks/use-money';
import { NothingYet, ReportSection } from '../report-section';
import { ReportTable, type ReportColumn } from '../report-table';
import { useItemName } from '../products/item-tables';

type Staff = SalesManagerReport['staff'][number];
type Approved = SalesManagerReport['voids'][number];

/** Per staff member: orders, sales, average ticket, discounts, voids and refunds; totals at the foot. */
export function StaffTable({ report }: { report: SalesManagerReport }) {
  const { t } = useTranslation();
  const { amount, count } = useFormatters(report.currency);
  const { totals } = report;
  const withCount = (total: number, n: number) => (n ? `${amount(total)} (${count(n)})` : amount(total));
  const columns: ReportColumn<Staff>[] = [
    {
      key: 'name',
      header: t('reports.col.staff'),
      render: (s) => s.name ?? t('reports.unknownUser'),
      sortValue: (s) => s.name,
    },
    {
      key: 'orders',
      header: t('reports.col.orders'),
      render: (s) => count(s.orders),
      sortValue: (s) => s.orders,
      total: count(totals.orders),
      numeric: true,
    },
    {
      key: 'sales',
      header: t('reports.col.sales'),
      render: (s) => amount(s.sales),
      sortValue: (s) => s.sales,
      total: amount(totals.sales),
      numeric: true,
    },
    {
      key: 'average',
      header: t('reports.col.averageTicket'),
      render: (s) => amount(s.averageTicket),
      sortValue: (s) => s.averageTicket,
      total: amount(totals.averageTicket),
      numeric: true,
    },
    {
      key: 'discounts',
      header: t('reports.col.discounts'),
      render: (s) => withCount(s.discounts, s.discountedOrders),
      sortValue: (s) => s.discounts,
      total: withCount(totals.discounts, totals.discountedOrders),
      numeric: true,
    },
    {
      key: 'voids',
      header: t('reports.col.voids'),
      render: (s) => withCount(s.voidTotal, s.voids),
      sortValue: (s) => s.voidTotal,
      total: withCount(totals.voidTotal, totals.voids),
      numeric: true,
    },
    {
      key: 'refunds',
      header: t('reports.col.refunds'),
      render: (s) => withCount(s.refundTotal, s.refunds),
      sortValue: (s) => s.refundTotal,
      total: withCount(totals.refundTotal, totals.refunds),
      numeric: true,
    },
  ];
  return (
    <ReportTable
      label={t('reports.manager.staff')}
      rows={report.staff}
      columns={columns}
      rowKey={(s) => s.userId ?? 'none'}
      totalsLabel={t('reports.total')}
      initialSort={{ key: 'sales', desc: true }}
      minWidth={820}
    />
  );
}

/** Voids or refunds, each with who did it and who approved it (collusion shows as one name twice). */
export function ApprovedList({ report, kind }: { report: SalesManagerReport; kind: 'voids' | 'refunds' }) {
  const { t } = useTranslation();
  const { amount, count, locale } = useFormatters(report.currency);
  const { values } = useAppSettings();
  const rows = report[kind];
  const title = t(kind === 'voids' ? 'reports.manager.voids' : 'reports.manager.refunds');
  const columns: ReportColumn<Approved>[] = [
    {
      key: 'when',
      header: t('reports.col.when'),
      render: (r) => moment(r.createdAt, locale, values.timezone),
      nowrap: true,
      sortValue: (r) => r.createdAt,
    },
    {
      key: 'ticket',
      header: t('reports.col.ticket'),
      render: (r) => `#${count(r.ticketNumber)}`,
      sortValue: (r) => r.ticketNumber,
    },
    {
      key: 'amount',
      header: t('reports.col.amount'),
      render: (r) => amount(r.amount),
      sortValue: (r) => r.amount,
      numeric: true,
    },
    { key: 'reason', header: t('reports.col.reason'), render: (r) => r.reason || '—' },
    {
      key: 'by',
      header: t('reports.col.by'),
      render: (r) => r.userName ?? '—',
      sortValue: (r) => r.userName,
    },
    {
      key: 'approvedBy',
      header: t('reports.col.approvedBy'),
      render: (r) => r.approvedByName ?? '—',
      sortValue: (r) => r.approvedByName,
    },
  ];
  return (
    <ReportSection title={title}>
      {rows.length === 0 ? (
        <NothingYet>
          {t(kind === 'voids' ? 'reports.manager.noVoids' : 'reports.manager.noRefunds')}
        </NothingYet>
      ) : (
        <ReportTable
          label={title}
          rows={rows}
          columns={columns}
          rowKey={(r) => `${r.orderId}-${r.createdAt}`}
          initialSort={{ key: 'when', desc: true }}
          minWidth={760}
        />
      )}
    </ReportSection>
  );
}

type TableRow = SalesManagerReport['byTable'][number];

/** Sales per dining table and who served it. */
export function TablesTable({
  report,
  names,
}: {
  report: SalesManagerReport;
  names: Map<number | null, string>;
}) {
  const { t } = useTranslation();
  const { amount, count } = useFormatters(report.currency);
  const staff = (r: TableRow) => names.get(r.userId) ?? t('reports.unknownUser');
  const table = (r: TableRow) => r.tableName ?? t('reports.manager.noTable');
  const columns: ReportColumn<TableRow>[] = [
    { key: 'table', header: t('reports.col.table'), render: table, sortValue: table },
    { key: 'staff', header: t('reports.col.staff'), render: staff, sortValue: staff },
    {
      key: 'orders',
      header: t('reports.col.orders'),
      render: (r) => count(r.orders),
      sortValue: (r) => r.orders,
      numeric: true,
    },
    {
      key: 'sales',
      header: t('reports.col.sales'),
      render: (r) => amount(r.sales),
      sortValue: (r) => r.sales,
      numeric: true,
    },
  ];
  return (
    <ReportSection title={t('reports.manager.tables')}>
      {report.byTable.length === 0 ? (
        <NothingYet>{t('reports.manager.noTables')}</NothingYet>
      ) : (
        <ReportTable
          label={t('reports.manager.tables')}
          rows={report.byTable}
          columns={columns}
          rowKey={(r) => `${r.tableId ?? 'none'}-${r.userId ?? 'none'}`}
          initialSort={{ key: 'sales', desc: true }}
          minWidth={420}
        />
      )}
    </ReportSection>
  );
}

type Station = SalesManagerReport['prep'][number];

/** The kitchen's times from fired to done, per station, as minutes:seconds. */
export function PrepTable({ report }: { report: SalesManagerReport }) {
  const { t } = useTranslation();
  const { count, locale } = useFormatters(report.currency);
  const itemName = useItemName();
  const name = (s: Station) =>
    s.name ? itemName({ name: s.name, nameAr: s.nameAr ?? '' }) : t('reports.manager.noStation');
  const columns: ReportColumn<Station>[] = [
    { key: 'station', header: t('reports.col.station'), render: name, sortValue: name },
    {
      key: 'items',
      header: t('reports.col.items'),
      render: (s) => count(s.items),
      sortValue: (s) => s.items,
      numeric: true,
    },
    {
      key: 'average',
      header: t('reports.col.averagePrep'),
      render: (s) => duration(s.averageSeconds, locale),
      sortValue: (s) => s.averageSeconds,
      numeric: true,
    },
    {
      key: 'longest',
      header: t('reports.col.longestPrep'),
      render: (s) => duration(s.longestSeconds, locale),
      sortValue: (s) => s.longestSeconds,
      numeric: true,
    },
  ];
  return (
    <ReportSection title={t('reports.manager.prep')}>
      {report.prep.length === 0 ? (
        <NothingYet>{t('reports.manager.noPrep')}</NothingYet>
      ) : (
        <ReportTable
          label={t('reports.manager.prep')}
          rows={report.prep}
          columns={columns}
          rowKey={(s) => s.stationId ?? 'none'}
          minWidth={420}
        />
      )}
    </ReportSection>
  );
}
