import type { KitchenTicket } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import type { KitchenActions } from '../hooks/use-kitchen-actions';
import classes from '../kitchen.module.css';
import { TicketTile, type TileOptions } from './ticket-tile';

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
  return (
    <main className={classes.grid} aria-label={t('kitchen.title')}>
      {tickets.length === 0 && <p className={classes.empty}>{t('kitchen.empty')}</p>}
      {tickets.map((ticket, i) => (
        <TicketTile
          key={ticket.id}
          ticket={ticket}
          position={i < 9 ? i + 1 : 0}
          selected={ticket.id === selectedId}
          options={options}
          onToggle={actions.toggle}
          onBump={actions.bump}
          onSelect={onSelect}
        />
      ))}
    </main>
  );
}
