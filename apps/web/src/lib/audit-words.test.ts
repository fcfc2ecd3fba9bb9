import { AUDIT_KIND_WORDS, LOG_KINDS } from '@cashier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, en } from '@/locales';
import { auditReader } from './audit-words';
import { i18n } from './i18n';
import { loadStrings } from './test-i18n';

/*
 * The words audit rows are shown in, on the staff logs and an order's audit trail: sentences
 * for actions, labels for fields, money in the currency, the app's own words for statuses and
 * permissions, and what this version does not know still readable.
 */

const ARABIC = /[\u0600-\u06ff]/;
const latin = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/٫/g, '.');
/** Intl's spaces in money ("SAR\u00a0522.00") as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const reader = (locale: 'en' | 'ar', currency = 'SAR') =>
  auditReader(i18n.t, locale, currency, (id) => (id === 7 ? 'Huda' : null));

beforeAll(() => loadStrings('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('audit rows in words', () => {
  it('says the issue’s examples as sentences, amounts as money of the currency', () => {
    const close = reader('en').describe({
      action: 'shift.close',
      entity: 'shift',
      entityId: '4',
      data: '{"expected":52200,"counted":51000,"difference":-1200,"approvedBy":null}',
    });
    expect(close.action).toBe('Closed a shift');
    expect(close.entity).toBe('Shift #4');
    expect(close.details.map((d) => ({ ...d, value: plain(d.value) }))).toEqual([
      { key: 'expected', label: 'Expected cash', value: 'SAR 522.00' },
      { key: 'counted', label: 'Counted cash', value: 'SAR 510.00' },
      { key: 'difference', label: 'Difference', value: '-SAR 12.00' },
    ]);
    // The currency's exponent: a Kuwaiti dinar has 1,000 fils.
    const kwd = reader('en', 'KWD').describe({ action: 'day.close', data: { net: 52200 } });
    expect(plain(kwd.details[0]!.value)).toBe('KWD 52.200');
    const bump = reader('ar').describe({
      action: 'kitchen.bump',
      entity: 'kitchen-ticket',
      entityId: '9',
      data: null,
    });
    expect(bump.action).toBe('أنهى تذكرة مطبخ');
    expect(bump.entity).toBe('تذكرة مطبخ #9');
    const dayAr = reader('ar').describe({ action: 'day.close', data: { net: 52200, openOrders: 2 } });
    expect(dayAr.action).toMatch(ARABIC);
    expect(dayAr.details[0]!.label).toBe('صافي المبيعات');
    expect(latin(dayAr.details[0]!.value)).toMatch(/522\.00/);
    expect(dayAr.details[0]!.value).toContain('ر.س');
  });

  it('names the fields an order update changed, "guests" among them, in both languages', () => {
    const row = {
      action: 'order.update',
      entity: 'order',
      data: { changed: ['guests', 'tableId'], status: 'in-progress' },
    };
    expect(reader('en').describe(row).details).toEqual([
      { key: 'changed', label: 'Changed', value: 'Guests, Table' },
      { key: 'status', label: 'Status', value: en.sales.statuses['in-progress'] },
    ]);
    const inArabic = reader('ar').describe(row).details;
    expect(inArabic[0]!.value).toBe('عدد الضيوف، الطاولة');
    expect(inArabic[1]!.value).toBe(ar.sales.statuses['in-progress']);
  });

  it('uses the app’s words for payment methods, permissions, kinds of order and people', () => {
    const refund = reader('ar').describe({
      action: 'order.refund',
      entity: 'order',
      data: { amount: 500, method: 'card', reason: 'Cold food', approvedBy: 7, approvedByName: 'Mona' },
    });
    expect(refund.details.map((d) => d.value)).toEqual([
      expect.stringContaining('ر.س'),
      ar.sales.methods.card,
      'Cold food',
      'Mona',
    ]);
    const role = reader('en').describe({
      action: 'role.update',
      entity: 'role',
      data: { added: ['orders.void'], removed: [] },
    });
    expect(role.details).toEqual([
      { key: 'added', label: 'Added', value: en.roles.perm.orders.void.name },
      { key: 'removed', label: 'Removed', value: 'none' },
    ]);
    const created = (tableId: number | null) =>
      reader('en').describe({
        action: 'order.create',
        entity: 'order',
        data: { type: 'pos', tableId, total: 100 },
      });
    expect(created(3).details.find((d) => d.key === 'type')!.value).toBe('Dine-in');
    expect(created(null).details.find((d) => d.key === 'type')!.value).toBe('Counter');
    const approved = reader('en').describe({
      action: 'approval.granted',
      data: { approverId: 7, orderId: 12 },
    });
    expect(approved.details.map((d) => d.value)).toEqual(['Huda', '#12']);
  });

  it('keeps what it does not know readable: an unknown action, field or value, or details that are not JSON', () => {
    const row = reader('ar').describe({
      action: 'loyalty.award',
      entity: 'member',
      entityId: '3',
      data: '{"pointsEarned":40,"tier_name":"gold","nested":{"amount":250,"flag":true}}',
    });
    expect(row.action).toBe('loyalty.award');
    expect(row.entity).toBe('member #3');
    expect(row.details.map((d) => d.label)).toEqual(['Points earned', 'Tier name', 'Nested']);
    expect(latin(row.details[0]!.value)).toBe('40');
    expect(row.details[1]!.value).toBe('gold');
    // A nested object is worded field by field, money and yes/no included.
    expect(row.details[2]!.value).toContain('المبلغ: ');
    expect(latin(row.details[2]!.value)).toContain('2.50');
    expect(row.details[2]!.value).toContain('نعم');
    expect(reader('en').describe({ action: 'x.y', data: 'not json' }).details).toEqual([
      { key: 'value', label: 'Value', value: 'not json' },
    ]);
    expect(reader('en').describe({ action: 'auth.login', data: null }).details).toEqual([]);
  });

  it('words the staff logs’ kinds as the report’s filter does', () => {
    for (const kind of LOG_KINDS) {
      expect(reader('en').kind(kind)).toBe(en.reports.kinds[kind]);
      expect(reader('ar').kind(kind)).toBe(ar.reports.kinds[kind]);
      expect(AUDIT_KIND_WORDS[kind].ar).toMatch(ARABIC);
    }
  });
});
