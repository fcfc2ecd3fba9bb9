import { lineTotal } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import type { PricedLine } from './lines.ts';
import * as linesRepo from './lines-repository.ts';
import { signatureOf } from '../kitchen/index.ts';

/** Writing an order's lines, so that each keeps its id (and its place in the kitchen) while it lasts. */

const row = (orderId: number, l: PricedLine) => ({
  orderId,
  productId: l.productId,
  nameEn: l.nameEn,
  nameAr: l.nameAr,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
  modifiers: JSON.stringify(l.modifiers),
  modifiersTotal: l.modifiersTotal,
  lineTotal: lineTotal(l),
  seat: l.seat,
  note: l.note,
  course: l.course,
  held: l.held ? 1 : 0,
});

/** Inserts new lines and answers their ids, in order. */
export async function writeLines(trx: Db, orderId: number, lines: PricedLine[]): Promise<number[]> {
  return linesRepo.insertLines(
    trx,
    lines.map((l) => row(orderId, l)),
  );
}

/** An order's lines as stored (their snapshots), with their ids, in order. */
export async function currentLines(trx: Db, orderId: number): Promise<(PricedLine & { id: number })[]> {
  const rows = await linesRepo.linesOf(trx, orderId);
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId ?? 0,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    unitPrice: r.unitPrice,
    quantity: r.quantity,
    modifiers: JSON.parse(r.modifiers) as PricedLine['modifiers'],
    modifiersTotal: r.modifiersTotal,
    seat: r.seat,
    note: r.note,
    course: r.course,
    held: r.held === 1,
  }));
}

/**
 * Replaces an order's lines with `lines`, keeping the stored line each one continues: the one it
 * names by id, else an unclaimed stored line with the same item, options, note, seat and course
 * (a client that sends the whole list without ids). Lines left over are deleted; the rest are new.
 * A held line stays held until its course is fired (POST /v1/orders/fire), and a new line in a
 * course still held is held with it: an update that leaves `held` out never sends a held course.
 */
export async function saveLines(trx: Db, orderId: number, lines: PricedLine[]): Promise<void> {
  const stored = await currentLines(trx, orderId);
  const unclaimed = new Map(stored.map((l) => [l.id, l]));
  const claims: (number | undefined)[] = lines.map((l, i) => {
    if (l.id === undefined) return undefined;
    if (!unclaimed.has(l.id)) {
      const twice = stored.some((s) => s.id === l.id);
      throw new AppError('RULE_BROKEN', twice ? 'orders.lineTwice' : 'orders.splitMismatch', {
        [`lines.${i}.id`]: twice ? 'field.lineTwice' : 'field.noSuchLine',
      });
    }
    unclaimed.delete(l.id);
    return l.id;
  });
  lines.forEach((l, i) => {
    if (claims[i] !== undefined) return;
    const signature = signatureOf(l);
    const match = [...unclaimed.values()].find((s) => signatureOf(s) === signature);
    if (match) {
      unclaimed.delete(match.id);
      claims[i] = match.id;
    }
  });
  await linesRepo.deleteLines(trx, [...unclaimed.keys()]);
  const wasHeld = new Set(stored.filter((s) => s.held && !unclaimed.has(s.id)).map((s) => s.id));
  const heldCourses = new Set(stored.filter((s) => wasHeld.has(s.id)).map((s) => s.course));
  const fresh: PricedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const id = claims[i];
    if (id === undefined) fresh.push({ ...l, held: l.held || heldCourses.has(l.course) });
    else await linesRepo.updateLine(trx, id, row(orderId, { ...l, held: l.held || wasHeld.has(id) }));
  }
  await writeLines(trx, orderId, fresh);
}

/**
 * Copies stored lines, snapshots and seats as they are, onto another order (`quantity` by line
 * id). Answers what each copied line became: old id → new id.
 */
export async function copyLines(
  trx: Db,
  orderId: number,
  lineIds: number[],
  quantity: (lineId: number, stored: number) => number = (_, q) => q,
): Promise<Map<number, number>> {
  const copies = new Map<number, number>();
  if (lineIds.length === 0) return copies;
  for (const { id, ...r } of await linesRepo.linesById(trx, lineIds)) {
    const q = quantity(id, r.quantity);
    copies.set(
      id,
      await linesRepo.insertLine(trx, {
        ...r,
        orderId,
        quantity: q,
        lineTotal: lineTotal({ ...r, quantity: q }),
      }),
    );
  }
  return copies;
}
