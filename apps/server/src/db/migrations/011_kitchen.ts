import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../config.ts';

/**
 * The kitchen (issue 12).
 * - stations: where dishes are made. A category routes to one, a product may override it.
 * - products get a preparation time and a default course; order lines keep their course and
 *   whether the waiter holds it at the till.
 * - kitchen_tickets: one station's share of one send of an order (its first send, an addition, a
 *   void, a cancel), with the order's number, type, table and waiter as they were when it fired.
 * - kitchen_items: what a ticket asks for, each with its state. Items outlive the order line they
 *   came from (a voided line is deleted; its item stays, struck through), so line_id has no key.
 * - Orders open at the upgrade were sent before the kitchen existed: their lines are recorded as
 *   sent and served, off every screen, so the next change to them sends only what changed.
 */
export function kitchen(engine: Engine) {
  const table = (db: Kysely<unknown>, name: string) => {
    const t = db.schema.createTable(name);
    return engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await table(db, 'stations')
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const t of ['categories', 'products']) {
        await db.schema
          .alterTable(t)
          .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
          .execute();
      }
      await db.schema.alterTable('products').addColumn('prep_minutes', 'integer').execute();
      await db.schema.alterTable('products').addColumn('course', 'integer').execute();
      await db.schema.alterTable('order_lines').addColumn('course', 'integer').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await table(db, 'kitchen_tickets')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('order_number', 'integer', (c) => c.notNull())
        .addColumn('order_type', 'text', (c) => c.notNull())
        .addColumn('table_name', 'text')
        .addColumn('waiter_name', 'text')
        .addColumn('note', 'text')
        .addColumn('fired_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('bumped_at', 'text')
        .addColumn('bumped_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('kitchen_tickets_order_idx')
        .on('kitchen_tickets')
        .column('order_id')
        .execute();
      await db.schema
        .createIndex('kitchen_tickets_open_idx')
        .on('kitchen_tickets')
        .columns(['bumped_at', 'station_id'])
        .execute();

      await table(db, 'kitchen_items')
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('kitchen_tickets.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('line_id', 'integer')
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('modifiers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('note', 'text')
        .addColumn('seat', 'integer')
        .addColumn('course', 'integer')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('voided', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('voids_item_id', 'integer')
        .addColumn('prep_minutes', 'integer')
        .addColumn('done_at', 'text')
        .addColumn('served_at', 'text')
        .execute();
      await db.schema
        .createIndex('kitchen_items_ticket_idx')
        .on('kitchen_items')
        .column('ticket_id')
        .execute();
      await db.schema.createIndex('kitchen_items_order_idx').on('kitchen_items').column('order_id').execute();
      await markOpenOrdersSent(db);
    },
  };
}

interface OpenLine {
  order_id: number;
  ticket_number: number;
  type: string;
  id: number;
  product_id: number | null;
  name_en: string;
  name_ar: string;
  modifiers: string;
  note: string | null;
  seat: number | null;
  quantity: number;
}

/** One served ticket per open order, holding its lines, with the signature kitchen/plan.ts gives them. */
async function markOpenOrdersSent(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<OpenLine>`
    select o.id as order_id, o.ticket_number, o.type, l.id, l.product_id, l.name_en, l.name_ar,
           l.modifiers, l.note, l.seat, l.quantity
    from orders o join order_lines l on l.order_id = o.id
    where o.status in ('new', 'in-progress', 'in-delivery') and o.type <> 'hold'
    order by l.id`.execute(db);
  const now = new Date().toISOString();
  const tickets = new Map<number, number>();
  for (const line of rows) {
    let ticketId = tickets.get(line.order_id);
    if (ticketId === undefined) {
      const inserted = await sql<{ id: number }>`
        insert into kitchen_tickets (order_id, kind, order_number, order_type, fired_at, bumped_at, version)
        values (${line.order_id}, 'fire', ${line.ticket_number}, ${line.type}, ${now}, ${now}, 1)
        returning id`.execute(db);
      ticketId = inserted.rows[0]!.id;
      tickets.set(line.order_id, ticketId);
    }
    const modifiers = JSON.parse(line.modifiers) as { id: number; nameEn: string; nameAr: string }[];
    const options = modifiers.map((m) => m.id).sort((a, b) => a - b);
    const signature = JSON.stringify([line.product_id, options, line.note ?? '', line.seat, null]);
    const names = JSON.stringify(modifiers.map(({ nameEn, nameAr }) => ({ nameEn, nameAr })));
    await sql`
      insert into kitchen_items (ticket_id, order_id, line_id, product_id, signature, name_en, name_ar,
        modifiers, note, seat, quantity, voided, state, done_at, served_at)
      values (${ticketId}, ${line.order_id}, ${line.id}, ${line.product_id}, ${signature}, ${line.name_en},
        ${line.name_ar}, ${names}, ${line.note}, ${line.seat}, ${line.quantity}, 0, 'served', ${now}, ${now})`.execute(
      db,
    );
  }
}
