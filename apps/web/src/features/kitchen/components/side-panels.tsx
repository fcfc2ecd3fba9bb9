import type { KitchenTicket } from '@cashier/contracts';
import { Button } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/locale';
import { allDay } from '../board';
import { namesOf } from '../names';
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
  onRecall: (ticket: KitchenTicket) => void;
}

/**
 * The last bumped tickets, newest first, each with a Recall button; folded until a cook opens it,
 * as peers keep recall behind a button (R recalls the last one either way). Folded, a bump
 * changes only its count: twenty rows moving down on every bump cost ten screens a burst of work.
 */
export const RecallPanel = memo(function RecallPanel({ tickets, onRecall }: RecallProps) {
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
                <RecallRow key={k.id} ticket={k} onRecall={onRecall} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});

/** Memoized: a bump adds one row rather than repainting the twenty. */
const RecallRow = memo(function RecallRow({
  ticket,
  onRecall,
}: {
  ticket: KitchenTicket;
  onRecall: (ticket: KitchenTicket) => void;
}) {
  const { t } = useTranslation();
  return (
    <li data-recall-id={ticket.id}>
      <span className={classes.recallName}>
        #{ticket.orderNumber}
        {ticket.tableName && <span className={classes.other}>{ticket.tableName}</span>}
      </span>
      <Button size="md" variant="light" onClick={() => onRecall(ticket)}>
        {t('kitchen.recall.action')}
      </Button>
    </li>
  );
});
