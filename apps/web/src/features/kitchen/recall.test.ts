import type { KitchenTicket } from '@cashier/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bumpedTime, recallLabel, type StationNames } from './recall';

const stations: StationNames = new Map([
  [1, { nameEn: 'Grill', nameAr: 'الشواية' }],
  [2, { nameEn: 'Cold', nameAr: 'البارد' }],
  [3, { nameEn: 'Bar', nameAr: 'المشروبات' }],
]);

const ticket = (id: number, over: Partial<KitchenTicket> = {}): KitchenTicket => ({
  id,
  orderId: 6,
  orderNumber: 6,
  orderType: 'pos',
  tableName: null,
  waiterName: null,
  note: null,
  stationId: 1,
  kind: 'fire',
  firedAt: '2026-01-01T10:00:00.000Z',
  startedAt: null,
  bumpedAt: '2026-01-01T10:12:00.000Z',
  version: 1,
  items: [],
  ...over,
});

describe('a recently bumped ticket', () => {
  it('names its station in the screen’s language beside the number', () => {
    const grill = ticket(1);
    expect(recallLabel(grill, stations, 'en')).toMatchObject({ number: 6, station: 'Grill', kind: null });
    expect(recallLabel(grill, stations, 'ar').station).toBe('الشواية');
    // Dishes routed to no station say so; a list not read yet names nothing rather than guess.
    expect(recallLabel(ticket(2, { stationId: null }), stations, 'en')).toMatchObject({
      station: null,
      noStation: true,
    });
    expect(recallLabel(grill, undefined, 'en').station).toBeNull();
    expect(recallLabel(ticket(3, { stationId: 99 }), stations, 'en').station).toBeNull();
  });

  it('says an addition, a void or a cancel apart from the first send', () => {
    for (const kind of ['add', 'void', 'cancel'] as const) {
      expect(recallLabel(ticket(1, { kind }), stations, 'en').kind).toBe(kind);
    }
  });

  it('writes the bump time as the locale does', () => {
    expect(bumpedTime('2026-01-01T10:12:00.000Z', 'ar')).toMatch(/[صم]/);
    expect(bumpedTime('2026-01-01T10:12:00.000Z', 'en')).toMatch(/\d{1,2}:12/);
  });

  it('never shows two rows alike for one order sent to several stations, in parts', () => {
    // Any set of one order's tickets that differ in station, kind or bump minute reads differently.
    const one = fc.record({
      stationId: fc.constantFrom(1, 2, 3, null),
      kind: fc.constantFrom('fire', 'add', 'void', 'cancel' as const),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(one, { selector: (o) => `${o.stationId}/${o.kind}/${o.minute}`, maxLength: 12 }),
        fc.constantFrom('en' as const, 'ar' as const),
        (shapes, locale) => {
          const rows = shapes.map(({ stationId, kind, minute }, i) => {
            const bumpedAt = new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
            const label = recallLabel(ticket(i + 1, { stationId, kind, bumpedAt }), stations, locale);
            return JSON.stringify({ ...label, bumpedAt: bumpedTime(bumpedAt, locale) });
          });
          expect(new Set(rows).size).toBe(rows.length);
        },
      ),
    );
  });
});
