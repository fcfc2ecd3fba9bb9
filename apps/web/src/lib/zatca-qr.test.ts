import { parseZatcaTlv } from '@cashier/contracts';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrShape, zatcaQrData } from './zatca-qr';

const seller = { sellerName: 'مطعم البيت الشامي', vatNumber: '310122393500003' };
const paid = {
  invoiceNumber: 12,
  completedAt: '2026-03-01T18:04:05.000Z',
  total: 11500,
  taxTotal: 1500,
  currency: 'SAR',
};

describe('zatcaQrData', () => {
  it('carries the seller, VAT number, issue time and amounts of an issued invoice', () => {
    const data = zatcaQrData(paid, seller);
    expect(parseZatcaTlv(data!)).toEqual({
      sellerName: seller.sellerName,
      vatNumber: seller.vatNumber,
      timestamp: paid.completedAt,
      total: '115.00',
      vatTotal: '15.00',
    });
  });

  it('writes amounts with the currency’s own decimals', () => {
    const data = zatcaQrData({ ...paid, currency: 'KWD', total: 11500, taxTotal: 5 }, seller);
    expect(parseZatcaTlv(data!)).toMatchObject({ total: '11.500', vatTotal: '0.005' });
  });

  it('gives a bill, or a restaurant without the plugin, no code', () => {
    expect(zatcaQrData({ ...paid, invoiceNumber: null, completedAt: null }, seller)).toBeNull();
    expect(zatcaQrData({ ...paid, completedAt: null }, seller)).toBeNull();
    expect(zatcaQrData(paid, null)).toBeNull();
  });
});

/** The dark cells the path paints, by reading its rectangles back. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) {
      expect(grid[Number(y)]![Number(x) + i], 'painted twice').toBe(false);
      grid[Number(y)]![Number(x) + i] = true;
    }
  }
  return grid;
}

describe('qrShape', () => {
  it('paints exactly the code’s dark modules, inside a quiet zone of four', () => {
    const text = zatcaQrData(paid, seller)!;
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrShape(text);
    expect(size).toBe(modules.size + 8);
    // Nothing but the rectangles the reader above understands.
    expect(path.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/g, '')).toBe('');
    const grid = paint(path, size);
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        const inside = row >= 4 && col >= 4 && row < size - 4 && col < size - 4;
        const expected = inside && Boolean(modules.get(row - 4, col - 4));
        expect(grid[row]![col], `module ${row},${col}`).toBe(expected);
      }
    }
  });
});
