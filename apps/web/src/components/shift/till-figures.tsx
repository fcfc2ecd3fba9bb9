import type { MethodAmount, TillFigures } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { ReportColumns, ReportSection, ReportStack, type ReportRow } from './report-parts';

/** Formatters for one report's currency in the screen's language. */
export function useReportMoney(currency: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (minor: number) => formatPrice(minor, currency, locale);
  return {
    money,
    /** An amount taken away, written with its minus (never "−0"). */
    minus: (minor: number) => money(minor === 0 ? 0 : -minor),
    count: (n: number) => formatNumber(n, locale),
    /** "Refunds (2)". */
    counted: (label: string, n: number) =>
      t('shifts.figures.withCount', { label, count: formatNumber(n, locale) }),
  };
}

/**
 * The till's figures for a window (a shift's X or closing report, a day's Z): the sales, what was
 * refunded and voided, the payments per method, and the cash the drawer should hold.
 */
export function TillFiguresView({
  figures,
  currency,
  noShiftRule = false,
}: {
  figures: TillFigures;
  currency: string;
  /** Cash did not need a shift (a day's Z): the cash taken outside shifts shows even when 0. */
  noShiftRule?: boolean;
}) {
  return (
    <ReportColumns>
      <SalesSection figures={figures} currency={currency} />
      <ReportStack>
        <MethodsSection figures={figures} currency={currency} />
        <DrawerSection figures={figures} currency={currency} noShiftRule={noShiftRule} />
      </ReportStack>
    </ReportColumns>
  );
}

function SalesSection({ figures: f, currency }: { figures: TillFigures; currency: string }) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const rows: ReportRow[] = [
    { label: t('shifts.figures.orders'), value: m.count(f.orders) },
    { label: t('shifts.figures.gross'), value: m.money(f.gross) },
    { label: t('shifts.figures.discounts'), value: m.minus(f.discounts) },
  ];
  if (f.serviceCharge)
    rows.push({ label: t('shifts.figures.serviceCharge'), value: m.money(f.serviceCharge) });
  rows.push(
    { label: t('shifts.figures.tax'), value: m.money(f.tax) },
    { label: t('shifts.figures.sales'), value: m.money(f.sales), strong: true, testId: 'figure-sales' },
    {
      label: m.counted(t('shifts.figures.refunds'), f.refundCount),
      value: m.minus(f.refunds),
      testId: 'figure-refunds',
    },
    { label: t('shifts.figures.net'), value: m.money(f.net), strong: true, testId: 'figure-net' },
    {
      label: m.counted(t('shifts.figures.voids'), f.voids),
      value: m.money(f.voidTotal),
      testId: 'figure-voids',
    },
  );
  return <ReportSection title={t('shifts.figures.salesTitle')} rows={rows} />;
}

/** Only the methods used; the caller says "none" when nothing was paid. */
function methodRows(
  list: readonly MethodAmount[],
  m: ReturnType<typeof useReportMoney>,
  name: (method: MethodAmount['method']) => string,
): ReportRow[] {
  return list
    .filter((p) => p.count > 0 || p.amount !== 0)
    .map((p) => ({
      label: m.counted(name(p.method), p.count),
      value: m.money(p.amount),
      testId: `method-${p.method}`,
    }));
}

function MethodsSection({ figures: f, currency }: { figures: TillFigures; currency: string }) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const name = (method: MethodAmount['method']) => t(`shifts.methods.${method}`);
  const payments = methodRows(f.payments, m, name);
  const settlements = methodRows(f.settlements, m, name);
  const givenBack = methodRows(f.givenBack, m, name);
  return (
    <>
      <ReportSection
        title={t('shifts.figures.paymentsTitle')}
        rows={payments.length ? payments : [{ label: t('shifts.figures.none'), value: m.money(0) }]}
      />
      {settlements.length > 0 && (
        <ReportSection title={t('shifts.figures.settlementsTitle')} rows={settlements} />
      )}
      {givenBack.length > 0 && <ReportSection title={t('shifts.figures.givenBackTitle')} rows={givenBack} />}
    </>
  );
}

function DrawerSection({
  figures: f,
  currency,
  noShiftRule,
}: {
  figures: TillFigures;
  currency: string;
  noShiftRule: boolean;
}) {
  const { t } = useTranslation();
  const m = useReportMoney(currency);
  const rows: ReportRow[] = [
    { label: t('shifts.figures.float'), value: m.money(f.float) },
    { label: t('shifts.figures.cashIn'), value: m.money(f.cashIn) },
    { label: t('shifts.figures.cashOut'), value: m.minus(f.cashOut) },
    { label: t('shifts.figures.payIns'), value: m.money(f.payIns) },
    { label: t('shifts.figures.payOuts'), value: m.minus(f.payOuts), testId: 'figure-pay-outs' },
    {
      label: t('shifts.figures.expected'),
      value: m.money(f.expectedCash),
      strong: true,
      testId: 'figure-expected',
    },
  ];
  // Cash taken with no shift open went into no drawer: beside the drawer, never in its expected.
  if (noShiftRule || f.cashOutside !== 0)
    rows.push({
      label: t('shifts.figures.cashOutside'),
      value: m.money(f.cashOutside),
      testId: 'figure-cash-outside',
    });
  return <ReportSection title={t('shifts.figures.drawerTitle')} rows={rows} />;
}
