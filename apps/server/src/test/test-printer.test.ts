import net from 'node:net';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EscPosOp, RasterOp } from './test-printer.ts';
import { TestPrinter, decodeEscPos, rasterToImageData, textOf } from './test-printer.ts';

const encoder = () => new ReceiptPrinterEncoder({ language: 'esc-pos', columns: 48, imageMode: 'raster' });

/** An ImageData-like RGBA picture, black where `black(x, y)`. */
function picture(width: number, height: number, black: (x: number, y: number) => boolean) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data.fill(black(x, y) ? 0 : 255, o, o + 3);
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}

/** The 1-bit rows GS v 0 carries, packed here independently of the encoder: MSB is the leftmost dot. */
function packBits(width: number, height: number, black: (x: number, y: number) => boolean): Uint8Array {
  const bits = new Uint8Array((width / 8) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (black(x, y)) bits[y * (width / 8) + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return bits;
}

const rasters = (ops: EscPosOp[]) => ops.filter((o): o is RasterOp => o.op === 'raster');

describe('decodeEscPos on what the encoder emits', () => {
  it('reads back text styles, an image, a QR code, the drawer pulse and the cut', () => {
    const pattern = (x: number, y: number) => (x * 7 + y * 3) % 5 < 2;
    const bytes = encoder()
      .initialize()
      .bold(true)
      .text('Total')
      .bold(false)
      .newline()
      .size(2, 3)
      .line('12.50')
      .size(1, 1)
      .align('center')
      .image(picture(24, 16, pattern), 24, 16)
      .qrcode('https://cashier.test/r/42')
      .align('left')
      .underline(true)
      .text('Café ─')
      .underline(false)
      .newline()
      .pulse()
      .cut()
      .encode();

    expect(decodeEscPos(bytes)).toEqual([
      { op: 'init' },
      { op: 'font', n: 0 }, // initialize() sends ESC @, FS . (no Kanji: consumed, no op) and ESC M 0
      { op: 'bold', on: true },
      { op: 'codepage', n: 0 }, // the encoder picks cp437 before the first text
      { op: 'text', text: 'Total' },
      { op: 'bold', on: false },
      { op: 'newline' },
      { op: 'size', width: 2, height: 3 },
      { op: 'text', text: '12.50' },
      { op: 'size', width: 1, height: 1 }, // the encoder resets the size before the line feed
      { op: 'newline' },
      { op: 'align', align: 'center' },
      { op: 'raster', width: 24, height: 16, bits: packBits(24, 16, pattern) },
      { op: 'newline' },
      // Every image and QR code of a centred block gets its own ESC a 1 ... ESC a 0.
      { op: 'align', align: 'left' },
      { op: 'align', align: 'center' },
      { op: 'qr', data: 'https://cashier.test/r/42' },
      { op: 'qr-print' },
      { op: 'newline' },
      { op: 'align', align: 'left' },
      { op: 'underline', on: true },
      { op: 'text', text: 'Café ─' }, // é and ─ as cp437 0x82 and 0xc4
      { op: 'underline', on: false },
      { op: 'newline' },
      { op: 'pulse', pin: 0, onMs: 100, offMs: 500 },
      { op: 'newline' },
      { op: 'cut', partial: false },
      { op: 'newline' },
    ]);
    expect(textOf(decodeEscPos(bytes))).toBe('Total\n12.50\n\n\nCafé ─\n\n\n');
  });

  it('pads an image to whole bands of 8 rows, white', () => {
    const black = (x: number, y: number) => x === y;
    const [op] = rasters(
      decodeEscPos(
        encoder()
          .image(picture(16, 5, black), 16, 5)
          .encode(),
      ),
    );
    expect(op).toEqual({
      op: 'raster',
      width: 16,
      height: 8,
      bits: packBits(16, 8, (x, y) => y < 5 && x === y),
    });
    const image = rasterToImageData(op!);
    expect([...image.data.subarray(0, 8)]).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
  });

  it('reads the pulse pin and times, and the partial cut', () => {
    expect(decodeEscPos(encoder().pulse(1, 50, 100).cut('partial').encode())).toEqual([
      { op: 'pulse', pin: 1, onMs: 50, offMs: 100 },
      { op: 'newline' },
      { op: 'cut', partial: true },
      { op: 'newline' },
    ]);
  });

  it('reads both forms of GS V', () => {
    const cuts = [[0], [1], [48], [49], [65, 3], [66, 0]].flatMap((m) => [0x1d, 0x56, ...m]);
    expect(decodeEscPos(Uint8Array.from(cuts))).toEqual(
      [false, true, false, true, false, true].map((partial) => ({ op: 'cut', partial })),
    );
  });

  it('turns unknown bytes into ops and keeps reading', () => {
    const bytes = [0x1b, 0x40, 0x07, 0x41, 0x1b, 0x99, 0x42, 0x1c, 0x26, 0x0d, 0x43, 0x1d, 0xfe, 0x0a];
    expect(decodeEscPos(Uint8Array.from(bytes))).toEqual([
      { op: 'init' },
      { op: 'unknown', byte: 0x07 },
      { op: 'text', text: 'A' },
      { op: 'unknown', prefix: 0x1b, byte: 0x99 },
      { op: 'text', text: 'B' },
      { op: 'unknown', prefix: 0x1c, byte: 0x26 },
      { op: 'text', text: 'C' },
      { op: 'unknown', prefix: 0x1d, byte: 0xfe },
      { op: 'newline' },
    ]);
  });

  it('says where a job was cut off mid-command', () => {
    const bytes = encoder()
      .initialize()
      .line('ok')
      .image(
        picture(8, 8, () => true),
        8,
        8,
      )
      .encode();
    const start = bytes.indexOf(0x76) - 1; // the GS of GS v 0
    expect(decodeEscPos(bytes.subarray(0, start + 12)).slice(-2)).toEqual([
      { op: 'newline' },
      { op: 'truncated', offset: start },
    ]);
  });
});

describe('a QR code printed as a raster image', () => {
  /** The QR matrix drawn as 1-bit dots: 4 dots a module, a 4-module white margin. */
  function qrPicture(text: string) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const [scale, margin] = [4, 4];
    const side = (modules.size + 2 * margin) * scale;
    const width = Math.ceil(side / 8) * 8; // GS v 0 rows are whole bytes: white on the right
    const black = (x: number, y: number) => {
      const [col, row] = [Math.floor(x / scale) - margin, Math.floor(y / scale) - margin];
      const inside = col >= 0 && row >= 0 && col < modules.size && row < modules.size;
      return inside && modules.data[row * modules.size + col] === 1;
    };
    return picture(width, side, black);
  }

  it.each([['https://cashier.test/r/42?t=7'], ['طاولة ٧ — شكراً لزيارتكم']])('reads back %s', (text) => {
    const image = qrPicture(text);
    const ops = decodeEscPos(encoder().initialize().image(image, image.width, image.height).cut().encode());
    const found = rasters(ops);
    expect(found).toHaveLength(1);
    const decoded = rasterToImageData(found[0]!);
    expect(decoded.width).toBe(image.width);
    expect(jsQR(decoded.data, decoded.width, decoded.height)?.data).toBe(text);
  });
});

/** Sends one job: connect, write, end; resolves when the printer closed its side too. */
function send(port: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

/** The error code of a connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('TestPrinter over TCP', () => {
  let printer: TestPrinter;
  beforeEach(async () => {
    printer = await TestPrinter.start();
  });
  afterEach(async () => {
    await printer.close();
  });

  it('takes the bytes of each connection as one job, in order', async () => {
    const first = encoder().initialize().line('Kitchen #1').cut().encode();
    await send(printer.port, first);
    await send(printer.port, Buffer.from('second'));
    const jobs = await printer.waitForJobs(2);
    expect(jobs).toEqual([Buffer.from(first), Buffer.from('second')]);
    expect(textOf(decodeEscPos(jobs[0]!))).toBe('Kitchen #1\n\n');
    expect(printer.connections).toBe(2);
  });

  it('names the count when the jobs do not come', async () => {
    await send(printer.port, Buffer.from('one'));
    await expect(printer.waitForJobs(2, 100)).rejects.toThrow(/expected 2 job\(s\) in 100 ms, 1 arrived/);
  });

  it('refuses connections when down and comes back on the same port', async () => {
    const port = printer.port;
    await printer.setMode('down');
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    await printer.setMode('up');
    expect(printer.port).toBe(port);
    await send(port, Buffer.from('after the outage'));
    expect(await printer.waitForJobs(1)).toEqual([Buffer.from('after the outage')]);
    expect(printer.connections).toBe(1);
  });

  it('holds a connection unread when stuck, so the sender sees backpressure', async () => {
    await printer.setMode('stuck');
    const socket = net.connect(printer.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let drained = false;
    let written = false;
    socket.on('drain', () => (drained = true));
    // write() is false for anything over the 16 KB high-water mark; no drain and no callback are the proof.
    // The kernel takes the receive buffer and up to tcp_wmem's max (4 MB by default): 32 MB is
    // more than a host tuned for larger send buffers holds.
    const accepted = socket.write(Buffer.alloc(32 * 1024 * 1024, 0x41), () => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ accepted, drained, written }).toEqual({ accepted: false, drained: false, written: false });
    expect(printer.connections).toBe(1);
    expect(printer.jobs).toEqual([]);
    socket.destroy();
  });
});

describe('decodeEscPos on random bytes', () => {
  /** mulberry32: a small seeded PRNG, so a failure replays. */
  function prng(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  // Uniform bytes rarely form a command, so a quarter of them come from the command alphabet.
  const alphabet = [
    0x1b, 0x1d, 0x1c, 0x0a, 0x0d, 0x28, 0x6b, 0x76, 0x30, 0x56, 0x70, 0x2a, 0x40, 0x31, 0x50, 0,
  ];

  it('never throws, and every op is well formed', () => {
    const random = prng(0xc0ffee);
    for (let run = 0; run < 200; run++) {
      const bytes = new Uint8Array(Math.floor(random() * 301));
      for (let i = 0; i < bytes.length; i++) {
        const pick = random() < 0.25 ? alphabet[Math.floor(random() * alphabet.length)] : undefined;
        bytes[i] = pick ?? Math.floor(random() * 256);
      }
      const ops = decodeEscPos(bytes);
      for (const op of ops) {
        if (op.op === 'text') expect(op.text.length).toBeGreaterThan(0);
        if (op.op === 'raster') expect(op.bits.length).toBe((op.width / 8) * op.height);
        if (op.op === 'truncated') expect(op).toBe(ops.at(-1));
      }
    }
  });
});
