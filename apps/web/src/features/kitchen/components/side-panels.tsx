import type { KitchenTicket } from '@cashier/contracts';
import { Button } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@cashier/web-core/locale';
import { allDay } from '../board';
import { namesOf } from '../names';
import { bumpedTime, recallLabel, type StationNames } from '../recall';
import classes from '../kitchen.module.css';

interface AllDayProps {
  tickets: readonly KitchenTicket[];
  locale: Locale;
  both: boolean;
}

/** Each dish still to cook across the open tickets on this screen. */
export const AllDayPanel = memo(function AllDayPanel({ tickets, locale, both }: AllDayProps) {
  const { t } = useTranslation();
  const counts = useMemo(() => allDay(tickets), [tickets]);
  return (
    <section className={classes.panel} aria-labelledby="kitchen-all-day" data-testid="all-day">
      <h2 id="kitchen-all-day" className={classes.panelTitle}>
        {t('kitchen.allDay.title')}
      </h2>
      {counts.length === 0 ? (
        <p className={classes.panelEmpty}>{t('kitchen.allDay.empty')}</p>
      ) : (
        <ul className={classes.counts}>
          {counts.map((c) => {
            const { main, other } = namesOf(c, locale, both);
            return (
              <li key={c.key}>
                <span className={classes.countName}>
                  {main}
                  {other && <span className={classes.other}>{other}</span>}
                </span>
                <span className={classes.countValue}>{c.count}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

interface RecallProps {
  tickets: readonly KitchenTicket[];
  /** Every station's names, so each row says whose ticket it was. */
  stations: StationNames | undefined;
  locale: Locale;
  onRecall: (ticket: KitchenTicket) => void;
}

/**
 * The last bumped tickets, newest first, each with a Recall button; folded until a cook opens it,
 * as peers keep recall behind a button (R recalls the last one either way). Folded, a bump
 * changes only its count: twenty rows moving down on every bump cost ten screens a burst of work.
 * An order sent to three stations leaves three rows: each names its station, its kind (an
 * addition, a void) and when it was bumped, so "#6" and "#6" can be told apart.
 */
export const RecallPanel = memo(function RecallPanel({ tickets, stations, locale, onRecall }: RecallProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className={classes.panel} aria-labelledby="kitchen-recall" data-testid="recall">
      <h2 className={classes.panelTitle}>
        <button
          type="button"
          id="kitchen-recall"
          className={classes.panelToggle}
          aria-expanded={open}
          aria-controls="kitchen-recall-list"
          onClick={() => setOpen((o) => !o)}
        >
          <span className={classes.chevron} aria-hidden />
          <span className={classes.toggleLabel}>{t('kitchen.recall.title')}</span>
          <span className={classes.toggleCount}>{tickets.length}</span>
        </button>
      </h2>
      {open && (
        <div id="kitchen-recall-list">
          {tickets.length === 0 ? (
            <p className={classes.panelEmpty}>{t('kitchen.recall.empty')}</p>
          ) : (
            <ul className={classes.recall}>
              {tickets.map((k) => (
                <RecallRow key={k.id} ticket={k} stations={stations} locale={locale} onRecall={onRecall} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});

interface RecallRowProps {
  ticket: KitchenTicket;
  stations: StationNames | undefined;
  locale: Locale;
  onRecall: (ticket: KitchenTicket) => void;
}

/** Memoized: a bump adds one row rather than repainting the twenty. */
const RecallRow = memo(function RecallRow({ ticket, stations, locale, onRecall }: RecallRowProps) {
  const { t } = useTranslation();
  const label = recallLabel(ticket, stations, locale);
  const station = label.noStation ? t('kitchen.recall.noStation') : label.station;
  const details = [
    label.table && t('kitchen.ticket.table', { name: label.table }),
    label.bumpedAt && t('kitchen.recall.bumpedAt', { time: bumpedTime(label.bumpedAt, locale) }),
  ].filter(Boolean);
  return (
    <li data-recall-id={ticket.id}>
      <span className={classes.recallName}>
        <span className={classes.recallHead}>
          <span className={classes.recallNumber}>#{label.number}</span>
          {station && (
            <span className={classes.station} data-testid="recall-station">
              {station}
            </span>
          )}
          {label.kind && (
            <span className={classes.kind} data-kind={label.kind}>
              {t(`kitchen.ticket.${label.kind}`)}
            </span>
          )}
        </span>
        {details.length > 0 && <span className={classes.other}>{details.join(' · ')}</span>}
      </span>
      <Button size="md" variant="light" onClick={() => onRecall(ticket)}>
        {t('kitchen.recall.action')}
      </Button>
    </li>
  );
});
