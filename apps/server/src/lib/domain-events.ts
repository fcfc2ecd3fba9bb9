import type { KitchenTicket, Order, OrderType, PaymentMethod } from '@cashier/contracts';
import type { CompiledQuery, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Change } from './changes.ts';

/*
 * Domain events: what happened inside a Store write, raised by the module that made it happen
 * (orders, kitchen) and answered by the modules that follow from it (kitchen tickets, print jobs,
 * report rollups), each registering its own handlers (modules/<x>/handlers.ts, wired in app.ts).
 * Handlers run at once, in the raiser's transaction: what they write commits with the change, and
 * a handler that throws rolls the whole write back. So the orders module no longer needs to know
 * who cooks, prints or counts what it does.
 */

/** An order as its kitchen tickets name it, as it is when they are sent. */
export interface KitchenHead {
  id: number;
  number: number;
  type: OrderType;
  tableName: string | null;
  waiterName: string | null;
  note: string | null;
  /** Its voids go out as a cancel, which flashes on the screens until acknowledged. */
  canceled: boolean;
}

/** An order line as the kitchen should have it now: `quantity` 0 when it is not to be cooked. */
export interface WantedLine {
  id: number;
  productId: number | null;
  nameEn: string;
  nameAr: string;
  modifiers: { id: number; nameEn: string; nameAr: string }[];
  note: string | null;
  seat: number | null;
  course: number | null;
  quantity: number;
  stationId: number | null;
  prepMinutes: number | null;
}

/** A completed order, as the sales rollups count it. */
export interface Sale {
  businessDate: string;
  currency: string;
  type: OrderType;
  userId: number | null;
  tableId: number | null;
  guests: number | null;
  subtotal: number;
  discountTotal: number;
  serviceCharge: number;
  taxTotal: number;
  taxInclusive: number;
  total: number;
  createdAt: string;
}

export interface SaleLine {
  productId: number | null;
  nameEn: string;
  nameAr: string;
  quantity: number;
  lineTotal: number;
  modifiers: string;
}

/** Every domain event by name, with its payload. */
export interface DomainEvents {
  /** What the kitchen should have of an order now: each line and how many are wanted (0: none). */
  'order.kitchen': { order: KitchenHead; lines: WantedLine[]; created: boolean };
  /** Lines became other orders' lines (a split, a merge): what was sent for them follows them. */
  'order.linesMoved': {
    fromOrderId: number;
    moves: { fromLineId: number; toOrderId: number; toLineId: number; quantity: number }[];
  };
  /** An order was saved with a cash payment, or completed: the drawer opens, the receipt prints. */
  'order.paid': { order: Order; cash: boolean; completed: boolean };
  /** An order was completed (it never changes again). */
  'order.completed': { sale: Sale; lines: SaleLine[]; timeZone: string };
  /** An order was cancelled (final too), by `userId`. */
  'order.canceled': {
    order: { businessDate: string; currency: string; total: number };
    userId: number | null;
  };
  /** A payment was taken; `currency` is its order's (null: a settlement of an account). */
  'payment.taken': { createdAt: string; method: PaymentMethod; amount: number; currency: string | null };
  /** An audit row was written. */
  'audit.recorded': { userId: number | null; action: string; data: string | null; createdAt: string };
  /** Kitchen tickets were made or changed. */
  'kitchen.tickets': { tickets: readonly KitchenTicket[] };
}

export type DomainEvent = keyof DomainEvents;

/** Raises a domain event: its handlers run now, in the caller's transaction. */
export type Raise = <E extends DomainEvent>(event: E, payload: DomainEvents[E]) => Promise<void>;

/** What a write hands its steps: its transaction, the way to record a change, and to raise an event. */
export interface Tx {
  trx: Transaction<Database>;
  record: (change: Change) => Promise<void>;
  raise: Raise;
}

export type DomainHandler<E extends DomainEvent> = (payload: DomainEvents[E], tx: Tx) => Promise<void>;

/** Work a module does around every write: before its steps, and its last writes (with the events). */
export interface WriteHooks {
  begin(trx: Transaction<Database>): void;
  /** The statements written last, with the outbox events (db/outbox.ts insertEvents). */
  end(trx: Transaction<Database>): CompiledQuery[];
}

/** The handlers of every domain event, by event, in the order they were registered. */
export class DomainHandlers {
  private readonly handlers = new Map<DomainEvent, DomainHandler<never>[]>();
  private readonly hooks: WriteHooks[] = [];

  on<E extends DomainEvent>(event: E, handler: DomainHandler<E>): this {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
    return this;
  }

  around(hooks: WriteHooks): this {
    this.hooks.push(hooks);
    return this;
  }

  async run<E extends DomainEvent>(event: E, payload: DomainEvents[E], tx: Tx): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) {
      await (handler as DomainHandler<E>)(payload, tx);
    }
  }

  begin(trx: Transaction<Database>): void {
    for (const h of this.hooks) h.begin(trx);
  }

  end(trx: Transaction<Database>): CompiledQuery[] {
    return this.hooks.flatMap((h) => h.end(trx));
  }
}
