import { describe, expect, it } from 'vitest';
import { zatcaSellerCheck } from './zatca-config';

const good = { restaurant_name: 'Bayt Al Grill', vat_number: '310122393500003' };

describe('the ZATCA seller, read from General settings', () => {
  it('is the legal name when set, else the restaurant’s name, with the VAT number', () => {
    expect(zatcaSellerCheck(good)).toEqual({
      sellerName: { value: 'Bayt Al Grill', problem: null },
      vatNumber: { value: '310122393500003', problem: null },
      ready: true,
    });
    const legal = zatcaSellerCheck({ ...good, seller_name: ' شركة بيت المشاوي ' });
    expect(legal.sellerName).toEqual({ value: 'شركة بيت المشاوي', problem: null });
  });

  it('names what keeps the QR code off: a missing value, a name over 127 bytes, a bad VAT number', () => {
    expect(zatcaSellerCheck({ restaurant_name: 'Bayt' })).toMatchObject({
      vatNumber: { value: '', problem: 'plugins.zatca.missing' },
      ready: false,
    });
    const bad = zatcaSellerCheck({ seller_name: 'ب'.repeat(64), vat_number: '3101 2239 3500 003' });
    expect([bad.sellerName.problem, bad.vatNumber.problem, bad.ready]).toEqual([
      'plugins.zatca.sellerNameBytes',
      'plugins.zatca.vatNumberInvalid',
      false,
    ]);
    // 63 Arabic letters are 126 bytes: allowed.
    expect(zatcaSellerCheck({ ...good, seller_name: 'ب'.repeat(63) }).ready).toBe(true);
  });
});
