import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import type { Block, BlockSize } from './document.ts';

/** A 1-bit picture's source: RGBA rows, as the encoder's image() takes them. */
export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Type heights in dots (203 dpi: 24 dots is 3 mm, the printer's own font). */
const PX: Record<BlockSize, number> = { 1: 26, 2: 42, 3: 58 };
const LINE = 1.3;
/** The blank edge each side: thermal heads do not print the paper's last millimetre. */
const EDGE = 6;
const FAMILY = '"Cashier Latin", "Cashier Arabic"';

let fontsLoaded = false;

/**
 * The fonts shipped in apps/server/fonts (OFL), found from the source tree and from the bundle
 * alike; Latin first, Arabic for what Latin lacks, so no line depends on the host's fonts.
 */
function loadFonts(): void {
  if (fontsLoaded) return;
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const fonts = path.join(dir, 'fonts');
    if (!fs.existsSync(path.join(fonts, 'NotoSansArabic-Bold.ttf'))) continue;
    GlobalFonts.registerFromPath(path.join(fonts, 'NotoSans-Bold.ttf'), 'Cashier Latin');
    GlobalFonts.registerFromPath(path.join(fonts, 'NotoSansArabic-Bold.ttf'), 'Cashier Arabic');
    fontsLoaded = true;
    return;
  }
  throw new Error('The printing fonts are missing (apps/server/fonts).');
}

type Dir = 'ltr' | 'rtl';

const STRONG = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]|([\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])/;

/**
 * A line's own direction, from its first letter (as `dir="auto"`): an Arabic dish name under an
 * English one reads from the right edge; lines with no letter follow the document.
 */
export function directionOf(text: string, fallback: Dir): Dir {
  const m = STRONG.exec(text);
  if (!m) return fallback;
  return m[1] ? 'rtl' : 'ltr';
}

/** One drawing step, at its top in dots. */
type Step =
  | {
      kind: 'text';
      text: string;
      px: number;
      at: 'start' | 'center' | 'end';
      top: number;
      invert: boolean;
      dir: Dir;
    }
  | { kind: 'rule'; top: number }
  | { kind: 'qr'; top: number; modules: { size: number; data: Uint8Array }; scale: number };

/** Breaks text into lines that fit `width`, at spaces, or inside a word too long for one line. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (ctx.measureText(line).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** Where each block's lines go, and the height of the whole. */
function layout(
  ctx: SKRSContext2D,
  blocks: readonly Block[],
  width: number,
  dir: Dir,
): { steps: Step[]; height: number } {
  const steps: Step[] = [];
  const inner = width - 2 * EDGE;
  let top = 0;
  for (const block of blocks) {
    if (block.type === 'rule') {
      steps.push({ kind: 'rule', top: top + 6 });
      top += 14;
    } else if (block.type === 'feed') {
      top += block.lines * PX[1] * LINE;
    } else if (block.type === 'qr') {
      const modules = QRCode.create(block.data, { errorCorrectionLevel: 'M' }).modules;
      const scale = Math.max(3, Math.floor(Math.min(inner * 0.6, 264) / (modules.size + 8)));
      steps.push({ kind: 'qr', top, modules, scale });
      top += (modules.size + 8) * scale;
    } else {
      const px = PX[block.size ?? 1];
      ctx.font = `${px}px ${FAMILY}`;
      const invert = block.type === 'text' && block.invert === true;
      const own = block.type === 'text' ? directionOf(block.text, dir) : dir;
      const add = (text: string, at: 'start' | 'center' | 'end') => {
        steps.push({ kind: 'text', text, px, at, top, invert, dir: own });
        top += Math.ceil(px * LINE);
      };
      if (block.type === 'text') {
        for (const line of wrap(ctx, block.text, inner)) add(line, block.align ?? 'start');
      } else {
        const endWidth = ctx.measureText(block.end).width;
        const lines = wrap(ctx, block.start, inner);
        const last = lines.pop() ?? '';
        for (const line of lines) add(line, 'start');
        // The amount beside the last line when both fit, else on a line of its own.
        if (ctx.measureText(last).width + endWidth + px <= inner) {
          steps.push({ kind: 'text', text: block.end, px, at: 'end', top, invert: false, dir });
          add(last, 'start');
        } else {
          add(last, 'start');
          add(block.end, 'end');
        }
      }
    }
  }
  return { steps, height: Math.max(8, Math.ceil(top / 8) * 8) };
}

/** Rows drawn at a time: one GS v 0 command each (255 keeps every printer model's limit). */
export const BAND_ROWS = 255;

/** How far a step's ink may reach below its top, so a band draws every step that touches it. */
function reach(step: Step): number {
  if (step.kind === 'rule') return 2;
  if (step.kind === 'qr') return (step.modules.size + 8) * step.scale;
  return Math.ceil(step.px * LINE) + step.px;
}

/**
 * Draws blocks as a picture `width` dots wide, shaped and joined by the canvas (Skia with
 * HarfBuzz), right to left when `dir` says so: the only way Arabic prints right on thermal
 * printers, whose code pages (CP864, 1256) give unjoined, reversed letters.
 *
 * The picture comes in bands of at most `rows` rows, drawn one at a time on one small canvas: a
 * ticket of 500 dishes is tens of thousands of rows, more than a canvas (or the memory for its
 * RGBA) should hold at once, and the printer takes it a band at a time anyway.
 *
 * @example
 * for (const band of rasterBands(blocks, 576, 'rtl')) send(pack(band));
 */
export function* rasterBands(
  blocks: readonly Block[],
  width: number,
  dir: Dir,
  rows = BAND_ROWS,
): Generator<Raster> {
  loadFonts();
  const measure = createCanvas(width, 8).getContext('2d');
  const { steps, height } = layout(measure, blocks, width, dir);
  const canvas = createCanvas(width, Math.min(rows, height));
  const ctx = canvas.getContext('2d');
  ctx.textBaseline = 'top';
  for (let top = 0; top < height; top += rows) {
    const band = Math.min(rows, height - top);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, band);
    ctx.setTransform(1, 0, 0, 1, 0, -top);
    for (const step of steps)
      // A few rows of margin above: marks over a letter may rise above its line's top.
      if (step.top - 8 < top + band && step.top + reach(step) > top) draw(ctx, step, width);
    yield { data: ctx.getImageData(0, 0, width, band).data, width, height: band };
  }
}

/** The height in rows of the picture rasterBands draws, a multiple of 8. */
export function pictureHeight(blocks: readonly Block[], width: number, dir: Dir): number {
  loadFonts();
  return layout(createCanvas(width, 8).getContext('2d'), blocks, width, dir).height;
}

/** The whole picture at once: for tests and small pictures (see rasterBands for long ones). */
export function rasterize(blocks: readonly Block[], width: number, dir: Dir): Raster {
  const bands = [...rasterBands(blocks, width, dir)];
  const height = bands.reduce((n, b) => n + b.height, 0);
  const data = new Uint8ClampedArray(width * height * 4);
  let at = 0;
  for (const b of bands) {
    data.set(b.data, at);
    at += b.data.length;
  }
  return { data, width, height };
}

const ALIGN = { start: 'start', center: 'center', end: 'end' } as const;

function draw(ctx: SKRSContext2D, step: Step, width: number): void {
  const x = (at: 'start' | 'center' | 'end', d: Dir) =>
    at === 'center' ? width / 2 : (at === 'start') === (d === 'rtl') ? width - EDGE : EDGE;
  ctx.fillStyle = '#000';
  if (step.kind === 'rule') {
    ctx.fillRect(EDGE, step.top, width - 2 * EDGE, 2);
  } else if (step.kind === 'qr') {
    const { size, data } = step.modules;
    const left = Math.floor((width - size * step.scale) / 2);
    const y0 = step.top + 4 * step.scale;
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++)
        if (data[r * size + c])
          ctx.fillRect(left + c * step.scale, y0 + r * step.scale, step.scale, step.scale);
  } else {
    ctx.font = `${step.px}px ${FAMILY}`;
    if (step.invert) {
      ctx.fillRect(0, step.top, width, Math.ceil(step.px * LINE));
      ctx.fillStyle = '#fff';
    }
    ctx.direction = step.dir;
    ctx.textAlign = ALIGN[step.at];
    ctx.fillText(step.text, x(step.at, step.dir), step.top + step.px * 0.1);
  }
}
