import type { Printer } from '@cashier/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Block, PrintDocument } from './document.ts';
import { rasterize } from './raster.ts';

/** Printable dots across the paper, at 203 dpi: 58 mm paper prints 48 mm, 80 mm prints 72 mm. */
export const DOTS = { 58: 384, 80: 576 } as const;
/** Characters per line in the printer's own font A (12 dots wide). */
const COLUMNS = { 58: 32, 80: 48 } as const;

/** Printable ASCII: the only text every printer's own font prints the same. */
const PLAIN = /^[\x20-\x7e]*$/;

type Target = Pick<Printer, 'paperWidth' | 'mode'>;

/** A block the printer can print as its own text: Latin only, in a left-to-right document, in text mode. */
function asText(block: Block, doc: PrintDocument, printer: Target): boolean {
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
export function renderEscPos(doc: PrintDocument, printer: Target): Uint8Array {
  const columns = COLUMNS[printer.paperWidth];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, imageMode: 'raster' });
  encoder.initialize();
  let pictured: Block[] = [];
  const flush = () => {
    if (pictured.length === 0) return;
    const image = rasterize(pictured, DOTS[printer.paperWidth], doc.dir);
    encoder.image(image, image.width, image.height, 'threshold');
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
