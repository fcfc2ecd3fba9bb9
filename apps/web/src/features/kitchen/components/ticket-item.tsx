import type { KitchenItem } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import type { Locale } from '@cashier/web-core/locale';
import { namesOf } from '../names';
import classes from '../kitchen.module.css';

interface TicketItemProps {
  item: KitchenItem;
  locale: Locale;
  both: boolean;
  /** The tile's: one translation hook per ticket, not per dish. */
  t: TFunction;
  /** Marks it done or not done; absent when it cannot change (a void, a voided or served dish). */
  onToggle?: (item: KitchenItem) => void;
}

/** One dish on a ticket: a large tap target; done dishes fade, voided ones are struck through. */
export function TicketItem({ item, locale, both, t, onToggle }: TicketItemProps) {
  const { main, other } = namesOf(item, locale, both);
  const course = item.course;
  const courseLabel =
    course === 1 || course === 2 || course === 3
      ? t(`kitchen.course.${course}`)
      : t('kitchen.course.n', { n: course });
  const live = item.quantity - item.voided;
  const done = item.state === 'ready' || item.state === 'served';
  const struck = item.state === 'void' || live <= 0;
  const body = (
    <>
      <span className={classes.qty}>
        {item.voided > 0 && live > 0 && <s className={classes.was}>{item.quantity}</s>}
        {struck ? item.quantity : live}×
      </span>
      <span className={classes.dish}>
        <span className={classes.name}>
          {main}
          {other && <span className={classes.other}>{other}</span>}
        </span>
        {item.modifiers.map((m, i) => {
          const names = namesOf(m, locale, both);
          return (
            <span key={i} className={classes.modifier}>
              + {names.main}
              {names.other && ` · ${names.other}`}
            </span>
          );
        })}
        {item.note && (
          <span className={classes.itemNote} dir="auto">
            {item.note}
          </span>
        )}
        {(item.seat !== null || item.course !== null) && (
          <span className={classes.tags}>
            {item.seat !== null && <span>{t('kitchen.ticket.seat', { seat: item.seat })}</span>}
            {course !== null && <span>{courseLabel}</span>}
          </span>
        )}
      </span>
    </>
  );
  const state = struck ? 'void' : done ? 'done' : 'open';
  if (!onToggle || struck || item.state === 'served') {
    return (
      <li className={classes.item} data-state={state} data-item-id={item.id}>
        <span className={classes.itemRow}>{body}</span>
      </li>
    );
  }
  return (
    <li className={classes.item} data-state={state} data-item-id={item.id}>
      <button
        type="button"
        className={classes.itemRow}
        aria-pressed={done}
        title={done ? t('kitchen.ticket.markNotDone') : t('kitchen.ticket.markDone')}
        onClick={() => onToggle(item)}
      >
        {body}
      </button>
    </li>
  );
}
