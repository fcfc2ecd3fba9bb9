import type { SalesFigures } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../hooks/use-money';
import { comparing, FigureCards } from '../figure-cards';

/** The range's headline figures against the period before. */
export function DailyFigures({
  totals,
  previous,
  currency,
}: {
  totals: SalesFigures;
  previous: SalesFigures;
  currency: string;
}) {
  const { t } = useTranslation();
  const { money, count } = useFormatters(currency);
  const figure = comparing(totals, previous);
  const figures = [
    figure(t('reports.fig.net'), (f) => f.net, money),
    figure(t('reports.fig.gross'), (f) => f.gross, money),
    figure(t('reports.fig.discounts'), (f) => f.discounts, money, 'none'),
    figure(t('reports.fig.refunds'), (f) => f.refunds, money, 'bad'),
    figure(t('reports.fig.voids'), (f) => f.voidTotal, money, 'bad'),
    figure(t('reports.fig.tax'), (f) => f.tax, money, 'none'),
    figure(t('reports.fig.serviceCharge'), (f) => f.serviceCharge, money),
    figure(t('reports.fig.orders'), (f) => f.orders, count),
    figure(t('reports.fig.averageTicket'), (f) => f.averageTicket, money),
    figure(t('reports.fig.guests'), (f) => f.guests, count),
  ];
  return <FigureCards figures={figures} />;
}
