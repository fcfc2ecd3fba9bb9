import type { Printer } from '@cashier/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Block, PrintDocument } from './document.ts';
import { rasterize, type Raster } from './raster.ts';

/** Printable dots across the paper, at 203 dpi: 58 mm paper prints 48 mm, 80 mm prints 72 mm. */
export const DOTS = { 58: 384, 80: 576 } as const;
/** Characters per line in the printer's own font A (12 dots wide). */
const COLUMNS = { 58: 32, 80: 48 } as const;

/** Rows per GS v 0 command: printers buffer a band at a time, and 255 keeps every model's limit. */
const BAND = 255;

/**
 * A picture as GS v 0 raster bands, dark where the red channel is under half (the canvas draws
 * black on white). Packed here rather than by the encoder's image(), which dithers through
 * generic image code: 25 ms a ticket against 1 ms (bench/printing.ts).
 */
export function rasterCommands({ data, width, height }: Raster): Uint8Array {
  const row = width / 8;
  const bands = Math.ceil(height / BAND);
  const out = new Uint8Array(bands * 8 + row * height);
  let o = 0;
  for (let top = 0; top < height; top += BAND) {
    const rows = Math.min(BAND, height - top);
    out.set([0x1d, 0x76, 0x30, 0, row & 0xff, row >> 8, rows & 0xff, rows >> 8], o);
    o += 8;
    for (let y = top; y < top + rows; y++) {
      for (let x = 0; x < width; x += 8) {
        let byte = 0;
        for (let k = 0; k < 8; k++) if (data[(y * width + x + k) * 4]! < 128) byte |= 0x80 >> k;
        out[o++] = byte;
      }
    }
  }
  return out;
}

/** Printable ASCII: the only text every printer's own font prints the same. */
const PLAIN = /^[\x20-\x7e]*$/;

export type RenderTarget = Pick<Printer, 'paperWidth' | 'mode'>;

/** A block the printer can print as its own text: Latin only, in a left-to-right document, in text mode. */
function asText(block: Block, doc: PrintDocument, printer: RenderTarget): boolean {
  if (printer.mode !== 'text' || doc.dir !== 'ltr') return false;
  if (block.type === 'text') return PLAIN.test(block.text);
  if (block.type === 'row') return PLAIN.test(block.start) && PLAIN.test(block.end);
  return block.type === 'rule' || block.type === 'feed';
}

const ALIGN = { start: 'left', center: 'center', end: 'right' } as const;

/** A row's two ends on one line of `width` characters, or the end under the start when both do not fit. */
const rowLine = (start: string, end: string, width: number) =>
  start.length + end.length < width
    ? start + ' '.repeat(width - start.length - end.length) + end
    : `${start}\n${end.padStart(width)}`;

function writeText(encoder: ReceiptPrinterEncoder, block: Block, columns: number): void {
  if (block.type === 'feed') encoder.newline(block.lines);
  else if (block.type === 'rule') encoder.rule();
  else if (block.type === 'text' || block.type === 'row') {
    const size = block.size ?? 1;
    encoder.size(size, size).bold(block.bold ?? false);
    if (block.type === 'text')
      encoder
        .invert(block.invert ?? false)
        .align(ALIGN[block.align ?? 'start'])
        .line(block.text)
        .invert(false);
    else encoder.line(rowLine(block.start, block.end, Math.floor(columns / size)));
    encoder.size(1, 1).bold(false).align('left');
  }
}

/**
 * The ESC/POS bytes of a document for one printer: runs of blocks it cannot print as its own
 * text (Arabic, or any block on a raster printer) become one picture each (GS v 0), the rest
 * text; then the drawer kick when asked, and the cut when anything printed.
 */
export function renderEscPos(doc: PrintDocument, printer: RenderTarget): Uint8Array {
  const columns = COLUMNS[printer.paperWidth];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, imageMode: 'raster' });
  encoder.initialize();
  let pictured: Block[] = [];
  const flush = () => {
    if (pictured.length === 0) return;
    encoder.raw(rasterCommands(rasterize(pictured, DOTS[printer.paperWidth], doc.dir)));
    pictured = [];
  };
  for (const block of doc.blocks) {
    if (!asText(block, doc, printer)) {
      pictured.push(block);
      continue;
    }
    flush();
    writeText(encoder, block, columns);
  }
  flush();
  // Pin 2, 100 ms on, 200 ms off: the pulse most drawers open on.
  if (doc.drawer) encoder.pulse(0, 100, 200);
  // A drawer kick alone feeds and cuts no paper.
  if (doc.blocks.length > 0) encoder.cut('partial');
  return encoder.encode();
}
