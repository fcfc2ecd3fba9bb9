import type { EventTopic } from '@cashier/contracts';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/layout.json';
import { describeNotice } from './notice-text';
import type { Notice } from './notices';

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = instance.t;
});

const notice = (topic: EventTopic, data: Record<string, unknown>): Notice => ({
  id: 1,
  topic,
  data,
  at: '2026-01-01T10:00:00Z',
  read: false,
});
const plain = (n: number) => String(n);

describe('notification texts', () => {
  it('names new orders by ticket number, online ones as such, and links to the order', () => {
    expect(
      describeNotice(notice('order.created', { id: 7, ticketNumber: 12, type: 'online' }), t, plain),
    ).toMatchObject({
      text: 'New online order #12',
      to: '/admin/sales/order/7',
    });
    expect(
      describeNotice(notice('order.created', { id: 8, ticketNumber: 13, type: 'pos' }), t, plain).text,
    ).toBe('New order #13');
    expect(
      describeNotice(notice('order.created', { id: 9, ticketNumber: 0, type: 'online' }), t, plain).text,
    ).toBe('An order is waiting for acceptance');
  });

  it('says when an order is completed, cancelled or moves on', () => {
    const text = (status: string) => describeNotice(notice('order.status', { id: 9, status }), t, plain).text;
    expect(text('completed')).toBe('Order 9 completed');
    expect(text('canceled')).toBe('Order 9 cancelled');
    expect(text('in-delivery')).toBe('Order 9 is now In delivery');
    expect(text('rejected')).toBe('Order 9 is now Rejected');
  });

  it('describes table changes and new customers', () => {
    expect(describeNotice(notice('table.status', { id: 3, status: 'cleaning' }), t, plain)).toMatchObject({
      text: 'Table 3 is now being cleaned',
      to: '/admin/tables',
    });
    expect(describeNotice(notice('customer.created', { id: 4 }), t, plain)).toMatchObject({
      text: 'A new customer was added',
      to: '/admin/customers/edit/4',
    });
  });

  it('formats numbers for the language', () => {
    const arabicDigits = (n: number) => new Intl.NumberFormat('ar-u-nu-arab').format(n);
    expect(
      describeNotice(notice('order.status', { id: 12, status: 'completed' }), t, arabicDigits).text,
    ).toBe('Order ١٢ completed');
  });
});
