import type { KitchenTicket } from '@cashier/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitchenActions } from '../hooks/use-kitchen-actions';
import classes from '../kitchen.module.css';
import { TicketTile, type TileOptions } from './ticket-tile';

/**
 * Tiles rendered at first, and added each time the end comes near: a screen holding 150 tickets
 * lays out and repaints about the two screenfuls a cook can see, not all of them.
 */
export const GRID_STEP = 30;

interface TicketGridProps {
  tickets: readonly KitchenTicket[];
  selectedId: number | null;
  onSelect: (ticketId: number) => void;
  options: TileOptions;
  actions: KitchenActions;
}

/** The open tickets, oldest first, in as many columns as the screen holds. */
export function TicketGrid({ tickets, selectedId, onSelect, options, actions }: TicketGridProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(GRID_STEP);
  const selectedAt = tickets.findIndex((k) => k.id === selectedId);
  // A ticket picked by the bump bar beyond the rendered ones is rendered, then scrolled to.
  const count = Math.max(shown, selectedAt + 1);
  const more = tickets.length - count;
  const hasMore = more > 0;
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const el = end.current;
    if (!el) return;
    // Made anew after each step: it reports at once whether the end is still near.
    const observer = new IntersectionObserver(
      ([entry]) => entry?.isIntersecting && setShown(count + GRID_STEP),
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [count, hasMore]);
  useEffect(() => {
    if (selectedId === null) return;
    document.querySelector(`[data-ticket-id="${selectedId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  return (
    <main className={classes.grid} aria-label={t('kitchen.title')}>
      {tickets.length === 0 && <p className={classes.empty}>{t('kitchen.empty')}</p>}
      {tickets.slice(0, count).map((ticket) => (
        <TicketTile
          key={ticket.id}
          ticket={ticket}
          selected={ticket.id === selectedId}
          options={options}
          onToggle={actions.toggle}
          onBump={actions.bump}
          onSelect={onSelect}
        />
      ))}
      {hasMore && (
        <p ref={end} className={classes.more} data-testid="more-tickets">
          {t('kitchen.more', { count: more })}
        </p>
      )}
    </main>
  );
}
