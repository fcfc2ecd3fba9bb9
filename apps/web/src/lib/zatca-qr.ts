import { currencyExponent, zatcaTlv, type Order, type ZatcaConfig } from '@cashier/contracts';
import QRCode from 'qrcode';

type Invoiced = Pick<Order, 'invoiceNumber' | 'completedAt' | 'total' | 'taxTotal' | 'currency'>;

/**
 * What an order's ZATCA phase 1 QR code holds, or null when it gets none: a bill (no invoice yet)
 * or no seller (the plugin is off or not set up). The time is the invoice's issue time as stored,
 * so a reprint carries the same code as the original and as the server's printed receipt.
 * @example zatcaQrData(order, { sellerName: 'Bayt Al Grill', vatNumber: '310122393500003' })
 */
export function zatcaQrData(order: Invoiced, seller: ZatcaConfig | null): string | null {
  if (!seller || order.invoiceNumber === null || !order.completedAt) return null;
  return zatcaTlv({
    sellerName: seller.sellerName,
    vatNumber: seller.vatNumber,
    timestamp: order.completedAt,
    total: order.total,
    vatTotal: order.taxTotal,
    exponent: currencyExponent(order.currency),
  });
}

/** A QR code as one SVG path: `size` modules square, quiet zone included, one unit a module. */
export interface QrShape {
  size: number;
  path: string;
}

/**
 * Draws `text` as a QR code (error correction M, as the printed receipt) into a single SVG path,
 * at once rather than through `QRCode.toString`'s promise: the receipt may be printed the moment
 * it appears, and an inline SVG needs nothing from the Content-Security-Policy. Dark modules in a
 * row are joined into one rectangle, so the path stays short and no seams show between them.
 * @example const { size, path } = qrShape('hello'); // <svg viewBox={`0 0 ${size} ${size}`}><path d={path} /></svg>
 */
export function qrShape(text: string, quietZone = 4): QrShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const dark = (row: number, col: number) => col < n && Boolean(modules.get(row, col));
  let path = '';
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n;) {
      if (!dark(row, col)) {
        col += 1;
        continue;
      }
      let run = 1;
      while (dark(row, col + run)) run += 1;
      path += `M${col + quietZone} ${row + quietZone}h${run}v1h-${run}z`;
      col += run;
    }
  }
  return { size: n + 2 * quietZone, path };
}
