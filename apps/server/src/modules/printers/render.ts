import type { Printer } from '@cashier/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Block, PrintDocument } from './document.ts';
import { rasterBands, type Raster } from './raster.ts';

/** Printable dots across the paper, at 203 dpi: 58 mm paper prints 48 mm, 80 mm prints 72 mm. */
export const DOTS = { 58: 384, 80: 576 } as const;
/** Characters per line in the printer's own font A (12 dots wide). */
const COLUMNS = { 58: 32, 80: 48 } as const;

/**
 * One band of a picture as a GS v 0 command, dark where the red channel is under half (the canvas
 * draws black on white). Packed here rather than by the encoder's image(), which dithers through
 * generic image code: 25 ms a ticket against 1 ms (bench/printing.ts). A band is at most
 * BAND_ROWS rows, so one command is at most 18 KB at 576 dots.
 */
export function bandCommand({ data, width, height }: Raster): Uint8Array {
  const row = width / 8;
  const out = new Uint8Array(8 + row * height);
  out.set([0x1d, 0x76, 0x30, 0, row & 0xff, row >> 8, height & 0xff, height >> 8]);
  let o = 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x += 8) {
      let byte = 0;
      for (let k = 0; k < 8; k++) if (data[(y * width + x + k) * 4]! < 128) byte |= 0x80 >> k;
      out[o++] = byte;
    }
  }
  return out;
}

/**
 * Everything but C0/C1 control characters and the Unicode line and paragraph separators, each run
 * of them made one space: no text from an order, a setting or a printer's name can start a line of
 * its own or slip an ESC/POS command (ESC, GS, LF…) into what the printer reads.
 */
export const printable = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');

/** A block with every string it prints made printable: the one place text enters a document. */
function cleanBlock(block: Block): Block {
  if (block.type === 'text') return { ...block, text: printable(block.text) };
  if (block.type === 'row') return { ...block, start: printable(block.start), end: printable(block.end) };
  return block;
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

/** The bytes of several chunks as one. */
function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The ESC/POS bytes of a document for one printer: runs of blocks it cannot print as its own
 * text (Arabic, or any block on a raster printer) become one picture each, sent as GS v 0 bands;
 * the rest text; then the drawer kick when asked, and the cut when anything printed.
 *
 * Pictures never go through the encoder: its encode() spreads each raw chunk onto the call stack
 * (`push(...payload)`), which overflows at about 120 KB, a ticket of some 60 dishes. The encoder
 * makes the text runs, each with a fresh encoder that starts from the printer's defaults, which
 * is where writeText leaves the printer after every block.
 */
export function renderEscPos(source: PrintDocument, printer: RenderTarget): Uint8Array {
  const doc = { ...source, blocks: source.blocks.map(cleanBlock) };
  const columns = COLUMNS[printer.paperWidth];
  const encoder = () => new ReceiptPrinterEncoder({ language: 'esc-pos', columns, imageMode: 'raster' });
  const chunks: Uint8Array[] = [encoder().initialize().encode()];
  let pictured: Block[] = [];
  let text: Block[] = [];
  const flush = () => {
    if (text.length > 0) {
      const e = encoder();
      for (const block of text) writeText(e, block, columns);
      chunks.push(e.encode());
      text = [];
    }
    if (pictured.length > 0) {
      for (const band of rasterBands(pictured, DOTS[printer.paperWidth], doc.dir))
        chunks.push(bandCommand(band));
      pictured = [];
    }
  };
  for (const block of doc.blocks) {
    const asPicture = !asText(block, doc, printer);
    // A change between text and picture ends the run before it, keeping the blocks' order.
    if (asPicture ? text.length > 0 : pictured.length > 0) flush();
    (asPicture ? pictured : text).push(block);
  }
  flush();
  const end = encoder();
  // Pin 2, 100 ms on, 200 ms off: the pulse most drawers open on.
  if (doc.drawer) end.pulse(0, 100, 200);
  // A drawer kick alone feeds and cuts no paper.
  if (doc.blocks.length > 0) end.cut('partial');
  chunks.push(end.encode());
  return concat(chunks);
}
