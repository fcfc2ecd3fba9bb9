import QRCode from 'qrcode';

/** Shared with the server's printed receipt, so both carry the same code. */
export { zatcaQrData } from '@cashier/contracts';

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
