import { kindOf, type KitchenItem, type KitchenTicket } from '@cashier/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@cashier/web-core/locale';
import { ageOf, useMinutesSince } from '../clock';
import classes from '../kitchen.module.css';
import { namesOf } from '../names';
import { TicketItem } from './ticket-item';

export interface TileOptions {
  locale: Locale;
  both: boolean;
  warn: number;
  late: number;
  /** Each station's names, on the expo view (every station's tickets); null on one station's screen. */
  stations: ReadonlyMap<number, { nameEn: string; nameAr: string }> | null;
}

interface TicketTileProps {
  ticket: KitchenTicket;
  selected: boolean;
  options: TileOptions;
  onToggle: (ticket: KitchenTicket, item: KitchenItem) => void;
  onBump: (ticket: KitchenTicket) => void;
  onSelect: (ticketId: number) => void;
}

/** A void or cancel ticket is acknowledged (bumped) rather than cooked. */
export const isNotice = (ticket: KitchenTicket) => ticket.kind === 'void' || ticket.kind === 'cancel';

/** Courses in order (those without one first, as they fire with the first send), then as sent. */
const byCourse = (a: KitchenItem, b: KitchenItem) => (a.course ?? 0) - (b.course ?? 0) || a.id - b.id;

/** Bump; "all done" once every dish is; Acknowledge on a void or a cancel. */
function BumpButton({
  notice,
  allDone,
  onClick,
}: {
  notice: boolean;
  allDone: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  // A plain button: on a screen of 150 tickets a themed component per tile costs more than it gives.
  return (
    <button
      type="button"
      className={classes.bump}
      data-tone={notice ? 'notice' : allDone ? 'done' : undefined}
      onClick={onClick}
    >
      {notice
        ? t('kitchen.ticket.acknowledge')
        : allDone
          ? t('kitchen.ticket.allDone')
          : t('kitchen.ticket.bump')}
    </button>
  );
}

function TicketTileView({ ticket, selected, options, onToggle, onBump, onSelect }: TicketTileProps) {
  const { t } = useTranslation();
  const minutes = useMinutesSince(ticket.firedAt);
  const age = ageOf(minutes, options.warn, options.late);
  const notice = isNotice(ticket);
  const open = ticket.items.filter((i) => i.state === 'fired' || i.state === 'preparing');
  const allDone = !notice && open.every((i) => i.quantity <= i.voided);
  const toggle = notice ? undefined : (item: KitchenItem) => onToggle(ticket, item);
  const items = [...ticket.items].sort(byCourse);
  const station = ticket.stationId === null ? undefined : options.stations?.get(ticket.stationId);
  return (
    <article
      className={classes.tile}
      data-ticket-id={ticket.id}
      data-order-id={ticket.orderId}
      data-version={ticket.version}
      data-kind={ticket.kind}
      data-age={age}
      data-selected={selected || undefined}
      aria-label={t('kitchen.ticket.label', { number: ticket.orderNumber })}
      onPointerDown={() => onSelect(ticket.id)}
    >
      <header className={classes.tileHead}>
        {/* Its place among the first nine (keys 1–9 select it): a CSS counter, so a bump does not re-render the tiles after it. */}
        <span className={classes.position} />
        <span className={classes.number}>#{ticket.orderNumber}</span>
        {ticket.kind !== 'fire' && (
          <span className={classes.kind} data-kind={ticket.kind}>
            {t(`kitchen.ticket.${ticket.kind}`)}
          </span>
        )}
        <time className={classes.age} dateTime={ticket.firedAt}>
          {t('kitchen.ticket.minutes', { count: minutes })}
        </time>
      </header>
      <div className={classes.meta}>
        {station && <span className={classes.station}>{namesOf(station, options.locale, false).main}</span>}
        <span>{t(`orderKinds.${kindOf(ticket.orderType, ticket.tableName !== null)}`)}</span>
        {ticket.tableName && <span>{t('kitchen.ticket.table', { name: ticket.tableName })}</span>}
        {ticket.waiterName && <span>{ticket.waiterName}</span>}
      </div>
      {ticket.note && (
        <p className={classes.ticketNote} dir="auto">
          {ticket.note}
        </p>
      )}
      <ul className={classes.items}>
        {items.map((item) => (
          <TicketItem
            key={item.id}
            item={item}
            locale={options.locale}
            both={options.both}
            t={t}
            onToggle={toggle}
          />
        ))}
      </ul>
      <footer className={classes.tileFoot}>
        <BumpButton notice={notice} allDone={allDone} onClick={() => onBump(ticket)} />
      </footer>
    </article>
  );
}

/**
 * A ticket on the screen. It repaints only when its own ticket changes (a new version), its
 * selection changes, or its minutes tick: one change on a screen of 150 tickets repaints one tile.
 */
export const TicketTile = memo(TicketTileView);
