import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZatcaConfig, parseZatcaTlv, utf8Length, zatcaTlv } from './zatca.ts';

// The contracts build against plain ECMAScript; the tests run on Node, whose atob and btoa are an
// independent Base64 to check ours against.
const { atob, btoa } = globalThis as unknown as {
  atob: (base64: string) => string;
  btoa: (binary: string) => string;
};
const bytesOf = (base64: string) => [...atob(base64)].map((c) => c.charCodeAt(0));
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const invoice = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  total: 100_000,
  vatTotal: 15_000,
  exponent: 2,
};

describe('zatcaTlv', () => {
  it('writes tag, byte length and UTF-8 value for each of the five fields', () => {
    const qr = zatcaTlv(invoice);
    expect(bytesOf(qr)).toEqual([
      ...[1, 12, ...ascii('Bobs Records')],
      ...[2, 15, ...ascii('310122393500003')],
      ...[3, 20, ...ascii('2022-04-25T15:30:00Z')],
      ...[4, 7, ...ascii('1000.00')],
      ...[5, 6, ...ascii('150.00')],
    ]);
    // ZATCA's own published example for these values.
    expect(qr).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('counts an Arabic name in bytes, not characters', () => {
    const name = 'شركة توريد التقنية';
    expect(name.length).toBe(18);
    const bytes = bytesOf(zatcaTlv({ ...invoice, sellerName: name }));
    // Two bytes per Arabic letter, one per space: 16 × 2 + 2 = 34.
    expect(bytes.slice(0, 2)).toEqual([1, 34]);
    expect(bytes.slice(2, 10)).toEqual([0xd8, 0xb4, 0xd8, 0xb1, 0xd9, 0x83, 0xd8, 0xa9]); // شركة
    expect(bytes[10]).toBe(0x20);
    expect(bytes[36]).toBe(2); // the VAT number's tag follows the 34 bytes
    expect(parseZatcaTlv(zatcaTlv({ ...invoice, sellerName: name })).sellerName).toBe(name);
  });

  it('writes amounts with exactly the currency exponent digits', () => {
    const amounts = (total: number, vatTotal: number, exponent: number) => {
      const { total: t, vatTotal: v } = parseZatcaTlv(zatcaTlv({ ...invoice, total, vatTotal, exponent }));
      return [t, v];
    };
    expect(amounts(11_500, 1_500, 2)).toEqual(['115.00', '15.00']);
    expect(amounts(5, 0, 2)).toEqual(['0.05', '0.00']);
    expect(amounts(11_500, 1_500, 3)).toEqual(['11.500', '1.500']);
    expect(amounts(7, 1, 3)).toEqual(['0.007', '0.001']);
    expect(amounts(11_500, 1_500, 0)).toEqual(['11500', '1500']);
    expect(amounts(0, 0, 0)).toEqual(['0', '0']);
  });

  it('refuses what it cannot encode', () => {
    expect(() => zatcaTlv({ ...invoice, sellerName: 'ب'.repeat(128) })).toThrow(/sellerName is 256 bytes/);
    expect(() => zatcaTlv({ ...invoice, sellerName: 'a'.repeat(255) })).not.toThrow();
    expect(() => zatcaTlv({ ...invoice, total: 10.5 })).toThrow(/total must be a whole/);
    expect(() => zatcaTlv({ ...invoice, vatTotal: -1 })).toThrow(/vatTotal must be a whole/);
    expect(() => zatcaTlv({ ...invoice, exponent: 1.5 })).toThrow(/exponent/);
  });

  it('round-trips any text and amounts through parseZatcaTlv', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ maxLength: 40 }),
        fc.nat({ max: 1e12 }),
        fc.nat({ max: 1e12 }),
        (sellerName, timestamp, total, vatTotal) => {
          const qr = zatcaTlv({ ...invoice, sellerName, timestamp, total, vatTotal, exponent: 0 });
          expect(parseZatcaTlv(qr)).toEqual({
            sellerName,
            vatNumber: invoice.vatNumber,
            timestamp,
            total: String(total),
            vatTotal: String(vatTotal),
          });
        },
      ),
    );
  });
});

describe('parseZatcaTlv', () => {
  const record = (tag: number, text: string) => [tag, text.length, ...ascii(text)];
  const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
  const five = [record(1, 'A'), record(2, '3'), record(3, 'T'), record(4, '1.00'), record(5, '0.15')];

  it('skips the tags phase 2 adds', () => {
    const qr = base64([...five.flat(), 6, 2, 0xff, 0x00, 9, 1, 0x80]);
    expect(parseZatcaTlv(qr)).toEqual({
      sellerName: 'A',
      vatNumber: '3',
      timestamp: 'T',
      total: '1.00',
      vatTotal: '0.15',
    });
  });

  it('refuses broken codes', () => {
    expect(() => parseZatcaTlv('not base64!')).toThrow(/not Base64/);
    expect(() => parseZatcaTlv(base64(five.slice(0, 4).flat()))).toThrow(/tag 5 missing/);
    expect(() => parseZatcaTlv(base64([...five.flat(), ...record(2, '3')]))).toThrow(/tag 2 appears twice/);
    expect(() => parseZatcaTlv(base64([...five.flat(), 1, 9, 65]))).toThrow(/runs past the end/);
    expect(() => parseZatcaTlv(base64([...five.slice(1).flat(), 1, 2, 0xc0, 0x80]))).toThrow(/not UTF-8/);
  });
});

describe('ZatcaConfig', () => {
  const config = { sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' };
  const problem = (change: Partial<Record<'sellerName' | 'vatNumber', string>>) => {
    const parsed = ZatcaConfig.safeParse({ ...config, ...change });
    return parsed.success ? undefined : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts the plugin string map, trims the name and keeps only its own fields', () => {
    expect(ZatcaConfig.parse({ ...config, sellerName: '  Bayt Al Grill ', other: 'x' })).toEqual(config);
  });

  it('limits the seller name to 127 UTF-8 bytes, whatever its characters', () => {
    expect(utf8Length('ب'.repeat(64))).toBe(128);
    expect(problem({ sellerName: 'ب'.repeat(64) })).toEqual([['sellerName', 'zatcaSellerNameBytes']]);
    expect(problem({ sellerName: 'ب'.repeat(63) })).toBeUndefined();
    expect(problem({ sellerName: 'a'.repeat(127) })).toBeUndefined();
    expect(problem({ sellerName: 'a'.repeat(128) })).toEqual([['sellerName', 'zatcaSellerNameBytes']]);
    expect(problem({ sellerName: '   ' })).toEqual([['sellerName', 'required']]);
    expect(problem({ sellerName: 'a\u0000b' })).toEqual([['sellerName', 'controlCharacters']]);
  });

  it('takes a VAT number of 15 ASCII digits that starts and ends with 3', () => {
    expect(problem({ vatNumber: '310122393500003' })).toBeUndefined();
    for (const vatNumber of [
      '31012239350003', // 14 digits
      '3101223935000033', // 16 digits
      '210122393500003', // starts with 2
      '310122393500002', // ends with 2
      '٣١٠١٢٢٣٩٣٥٠٠٠٠٣', // Arabic-Indic digits
      '31012239350000A',
      '',
    ]) {
      expect(problem({ vatNumber }), vatNumber).toEqual([['vatNumber', 'zatcaVatNumber']]);
    }
  });

  it('needs both fields', () => {
    const parsed = ZatcaConfig.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual(['sellerName', 'vatNumber']);
  });
});
