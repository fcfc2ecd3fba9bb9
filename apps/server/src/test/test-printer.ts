import net from 'node:net';

/** 'up' prints, 'down' has nothing listening on the port, 'stuck' holds connections and reads nothing. */
export type PrinterMode = 'up' | 'down' | 'stuck';

/**
 * A fake network printer (raw TCP, port 9100 style) on 127.0.0.1 for the print-queue tests. Every
 * connection the client ends is one job; the tests read the jobs back and decode them.
 */
export class TestPrinter {
  /** The received jobs in arrival order (the bytes of each connection the client ended), and when. */
  readonly jobs: Buffer[] = [];
  readonly arrivedAt: number[] = [];
  /** Connections accepted in any mode, for "printed exactly once" assertions. */
  connections = 0;
  /** Fixed at start(): 'down' and back to 'up' keep it, as the sender's configuration does. */
  port = 0;
  private current: PrinterMode = 'up';
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly waiters = new Set<() => void>();
  private pending: Promise<void> = Promise.resolve();

  private constructor() {}

  static async start(): Promise<TestPrinter> {
    const printer = new TestPrinter();
    await printer.listen(0);
    return printer;
  }

  get mode(): PrinterMode {
    return this.current;
  }

  /** Resolves once the port listens again ('up', 'stuck') or is closed ('down'). */
  setMode(mode: PrinterMode): Promise<void> {
    // Serialised, so quick switches never race one listen() against another close().
    const next = this.pending.then(() => this.apply(mode));
    this.pending = next.catch(() => undefined);
    return next;
  }

  /** Resolves with the jobs once at least `n` arrived. */
  waitForJobs(n: number, timeoutMs = 5000): Promise<Buffer[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.jobs.length < n) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(this.jobs.slice());
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        const got = `${this.jobs.length} arrived (${this.connections} connection(s), mode '${this.current}')`;
        reject(
          new Error(`TestPrinter on port ${this.port}: expected ${n} job(s) in ${timeoutMs} ms, ${got}`),
        );
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  /** Stops listening and drops every open connection, stuck ones included. */
  close(): Promise<void> {
    return this.setMode('down');
  }

  private async apply(mode: PrinterMode): Promise<void> {
    this.current = mode;
    if (mode !== 'down') {
      if (!this.server) await this.listen(this.port);
      return;
    }
    const server = this.server;
    if (!server) return;
    this.server = null;
    // A printer that is off drops its connections; server.close() would wait for them otherwise.
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(port: number): Promise<void> {
    // Back 'up' after 'down' must be the same port, which can be taken for a moment
    // (a socket still closing, an outgoing connection given it as its ephemeral port).
    for (let attempt = 0; ; attempt++) {
      // Paused on connect, so a 'stuck' connection never reads a single byte.
      const server = net.createServer({ pauseOnConnect: true }, (socket) => this.accept(socket));
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      this.server = server;
      this.port = (server.address() as net.AddressInfo).port;
      return;
    }
  }

  private accept(socket: net.Socket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    // A sender that gives up resets the connection; that is the test's business, not a crash.
    socket.on('error', () => undefined);
    // Out of paper: hold the connection unread, so the sender's writes back up in the kernel.
    if (this.current === 'stuck') return;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const job = Buffer.concat(chunks);
      // A connect-and-close probe prints nothing, so it is no job.
      if (job.length === 0) return;
      this.jobs.push(job);
      this.arrivedAt.push(performance.now());
      for (const wake of [...this.waiters]) wake();
    });
    socket.resume();
  }
}

export type EscPosOp =
  | { op: 'init' }
  | { op: 'text'; text: string }
  | { op: 'newline' }
  | { op: 'bold'; on: boolean }
  | { op: 'underline'; on: boolean }
  | { op: 'italic'; on: boolean }
  | { op: 'invert'; on: boolean }
  | { op: 'size'; width: number; height: number }
  | { op: 'align'; align: 'left' | 'center' | 'right' }
  | { op: 'codepage'; n: number }
  | { op: 'font'; n: number }
  | { op: 'raster'; width: number; height: number; bits: Uint8Array }
  | { op: 'column-image'; width: number; height: number }
  | { op: 'barcode'; symbology: number; data: string }
  | { op: 'qr'; data: string }
  | { op: 'qr-print' }
  | { op: 'cut'; partial: boolean }
  | { op: 'pulse'; pin: 0 | 1; onMs: number; offMs: number }
  /** A control byte, or an ESC/GS/FS command (`prefix`) this decoder does not know. */
  | { op: 'unknown'; byte: number; prefix?: number }
  /** The command at `offset` runs past the end of the bytes; decoding stops there. */
  | { op: 'truncated'; offset: number };

export type RasterOp = Extract<EscPosOp, { op: 'raster' }>;

const [ESC, GS, FS, LF, CR] = [0x1b, 0x1d, 0x1c, 0x0a, 0x0d];

/** Code page 0 (the printer's default, and the encoder's first choice) above 0x7f. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** A command's op (null: consumed without one) and its length; undefined: it runs past the end. */
type Step = { op: EscPosOp | null; length: number } | undefined;

/**
 * Decodes the ESC/POS that @point-of-sale/receipt-printer-encoder emits into ops a test can assert
 * on. It never throws: an unknown byte becomes an 'unknown' op, a cut-off command a 'truncated' one.
 */
export function decodeEscPos(bytes: Uint8Array): EscPosOp[] {
  const ops: EscPosOp[] = [];
  let codepage = 0;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    if (isPrintable(byte)) {
      let end = i + 1;
      while (end < bytes.length && isPrintable(bytes[end] ?? 0)) end++;
      push(ops, { op: 'text', text: decodeText(bytes.subarray(i, end), codepage) });
      i = end;
      continue;
    }
    const step =
      byte === ESC ? escCommand(bytes, i) : byte === GS ? gsCommand(bytes, i) : control(bytes, i, byte);
    if (!step) {
      ops.push({ op: 'truncated', offset: i });
      break;
    }
    if (step.op?.op === 'init') codepage = 0;
    if (step.op?.op === 'codepage') codepage = step.op.n;
    if (step.op) push(ops, step.op);
    i += step.length;
  }
  return ops;
}

/** All text, with '\n' for each newline: for assertions on what the paper says. */
export function textOf(ops: EscPosOp[]): string {
  return ops.map((o) => (o.op === 'text' ? o.text : o.op === 'newline' ? '\n' : '')).join('');
}

/** The raster as RGBA (black dots on white), the shape jsQR and canvas read. */
export function rasterToImageData(op: RasterOp): { data: Uint8ClampedArray; width: number; height: number } {
  const data = new Uint8ClampedArray(op.width * op.height * 4);
  const rowBytes = op.width / 8;
  for (let y = 0; y < op.height; y++) {
    for (let x = 0; x < op.width; x++) {
      const set = ((op.bits[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      const o = (y * op.width + x) * 4;
      data.fill(set ? 0 : 255, o, o + 3);
      data[o + 3] = 255;
    }
  }
  return { data, width: op.width, height: op.height };
}

function isPrintable(byte: number): boolean {
  return byte >= 0x20 && byte !== 0x7f;
}

// Text runs split only by commands that print nothing (CR) are one run on paper too.
function push(ops: EscPosOp[], op: EscPosOp): void {
  const last = ops.at(-1);
  if (op.op === 'text' && last?.op === 'text') last.text += op.text;
  else ops.push(op);
}

// Other code pages are close enough to latin1 for assertions; the encoder picks cp437 whenever it can.
function decodeText(run: Uint8Array, codepage: number): string {
  const char = (b: number) =>
    b < 0x80 || codepage !== 0 ? String.fromCharCode(b) : CP437_HIGH.charAt(b - 0x80);
  return Array.from(run, char).join('');
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function u16(bytes: Uint8Array, i: number): number {
  return (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8);
}

type Make = (p1: number, p2: number, p3: number) => EscPosOp | null;

/** A two-byte command with `count` fixed parameters, handed to `make`. */
function fixed(bytes: Uint8Array, i: number, count: number, make: Make): Step {
  if (i + 2 + count > bytes.length) return undefined;
  const p = (k: number) => (k < count ? (bytes[i + 2 + k] ?? 0) : 0);
  return { op: make(p(0), p(1), p(2)), length: 2 + count };
}

const pulse: Make = (m, on, off) => ({ op: 'pulse', pin: m & 1 ? 1 : 0, onMs: on * 2, offMs: off * 2 });
const unknown = (prefix: number, byte: number): Step => ({ op: { op: 'unknown', prefix, byte }, length: 2 });

function escCommand(bytes: Uint8Array, i: number): Step {
  const cmd = bytes[i + 1];
  const flag = (op: 'bold' | 'underline' | 'italic') =>
    fixed(bytes, i, 1, (n) => ({ op, on: (n & 3) !== 0 }));
  switch (cmd) {
    case undefined:
      return undefined;
    case 0x40: // ESC @
      return { op: { op: 'init' }, length: 2 };
    case 0x32: // ESC 2: default line spacing
      return { op: null, length: 2 };
    case 0x33: // ESC 3 n: line spacing
      return fixed(bytes, i, 1, () => null);
    case 0x45: // ESC E n: only bit 0 counts
      return fixed(bytes, i, 1, (n) => ({ op: 'bold', on: (n & 1) === 1 }));
    case 0x2d: // ESC - n: 0/48 off, 1/49 and 2/50 one or two dots thick
      return flag('underline');
    case 0x34: // ESC 4 n
      return flag('italic');
    case 0x4d: // ESC M n
      return fixed(bytes, i, 1, (n) => ({ op: 'font', n }));
    case 0x74: // ESC t n
      return fixed(bytes, i, 1, (n) => ({ op: 'codepage', n }));
    case 0x61: // ESC a n
      return fixed(bytes, i, 1, (n) => {
        const align = (['left', 'center', 'right'] as const)[n >= 48 ? n - 48 : n];
        return align ? { op: 'align', align } : { op: 'unknown', prefix: ESC, byte: 0x61 };
      });
    case 0x70: // ESC p m t1 t2: times in units of 2 ms
      return fixed(bytes, i, 3, pulse);
    case 0x2a:
      return columnImage(bytes, i);
    default:
      return unknown(ESC, cmd);
  }
}

function gsCommand(bytes: Uint8Array, i: number): Step {
  const cmd = bytes[i + 1];
  switch (cmd) {
    case undefined:
      return undefined;
    case 0x21: // GS ! n: width in the high nibble, height in the low one
      return fixed(bytes, i, 1, (n) => ({ op: 'size', width: (n >> 4) + 1, height: (n & 15) + 1 }));
    case 0x42: // GS B n
      return fixed(bytes, i, 1, (n) => ({ op: 'invert', on: (n & 1) === 1 }));
    case 0x68: // GS h, GS w, GS H: barcode height, module width, text position
    case 0x77:
    case 0x48:
      return fixed(bytes, i, 1, () => null);
    case 0x50: // GS P x y: motion units
      return fixed(bytes, i, 2, () => null);
    case 0x56:
      return cut(bytes, i);
    case 0x76:
      return raster(bytes, i);
    case 0x6b:
      return barcode(bytes, i);
    case 0x28:
      return gsParen(bytes, i);
    default:
      return unknown(GS, cmd);
  }
}

// The bare control bytes, and FS . (cancel Kanji mode) that initialize() sends.
function control(bytes: Uint8Array, i: number, byte: number): Step {
  if (byte === LF) return { op: { op: 'newline' }, length: 1 };
  // The encoder ends lines with LF CR; the printer moves on LF alone.
  if (byte === CR) return { op: null, length: 1 };
  if (byte !== FS) return { op: { op: 'unknown', byte }, length: 1 };
  const cmd = bytes[i + 1];
  if (cmd === undefined) return undefined;
  return cmd === 0x2e ? { op: null, length: 2 } : unknown(FS, cmd);
}

// GS V m, and GS V m n whose n is a feed before the cut.
function cut(bytes: Uint8Array, i: number): Step {
  const m = bytes[i + 2];
  if (m === undefined) return undefined;
  const partial = [1, 49, 66, 98, 104].includes(m);
  if ([0, 1, 48, 49].includes(m)) return fixed(bytes, i, 1, () => ({ op: 'cut', partial }));
  if ([65, 66, 97, 98, 103, 104].includes(m)) return fixed(bytes, i, 2, () => ({ op: 'cut', partial }));
  return unknown(GS, 0x56);
}

// GS v 0 m xL xH yL yH, then (x bytes per row) × y rows; the scaling mode m is ignored.
function raster(bytes: Uint8Array, i: number): Step {
  const fn = bytes[i + 2];
  if (fn !== undefined && fn !== 0x30) return unknown(GS, 0x76);
  if (i + 8 > bytes.length) return undefined;
  const rowBytes = u16(bytes, i + 4);
  const height = u16(bytes, i + 6);
  const end = i + 8 + rowBytes * height;
  if (end > bytes.length) return undefined;
  const bits = bytes.slice(i + 8, end);
  return { op: { op: 'raster', width: rowBytes * 8, height, bits }, length: end - i };
}

// ESC * m nL nH, then n columns of 1 (8-dot modes) or 3 (24-dot modes) bytes each.
function columnImage(bytes: Uint8Array, i: number): Step {
  const m = bytes[i + 2];
  if (m === undefined || i + 5 > bytes.length) return undefined;
  const rows = m === 0 || m === 1 ? 1 : m === 32 || m === 33 ? 3 : 0;
  if (rows === 0) return unknown(ESC, 0x2a);
  const width = u16(bytes, i + 3);
  const end = i + 5 + width * rows;
  if (end > bytes.length) return undefined;
  return { op: { op: 'column-image', width, height: rows * 8 }, length: end - i };
}

// GS k m: m 0-6 takes data up to a NUL, m 65-79 a length byte and then the data.
function barcode(bytes: Uint8Array, i: number): Step {
  const m = bytes[i + 2];
  if (m === undefined) return undefined;
  const step = (start: number, end: number, length: number): Step =>
    end > bytes.length
      ? undefined
      : { op: { op: 'barcode', symbology: m, data: latin1(bytes.subarray(start, end)) }, length };
  if (m <= 6) {
    const nul = bytes.indexOf(0, i + 3);
    return nul < 0 ? undefined : step(i + 3, nul, nul + 1 - i);
  }
  if (m >= 65 && m <= 79) {
    const n = bytes[i + 3];
    return n === undefined ? undefined : step(i + 4, i + 4 + n, 4 + n);
  }
  return unknown(GS, 0x6b);
}

// GS ( fn pL pH, then pL + 256 pH bytes: every GS ( command has this shape, so all can be skipped.
// Only the QR functions (GS ( k, cn 49) matter: fn 80 stores the data, fn 81 prints it.
function gsParen(bytes: Uint8Array, i: number): Step {
  if (i + 5 > bytes.length) return undefined;
  const size = u16(bytes, i + 3);
  const end = i + 5 + size;
  if (end > bytes.length) return undefined;
  const length = end - i;
  if (bytes[i + 2] !== 0x6b || size < 2 || bytes[i + 5] !== 49) return { op: null, length };
  const fn = bytes[i + 6];
  // Stored as latin1 by the encoder; a UTF-8 sender's text is Buffer.from(data, 'latin1').toString().
  if (fn === 0x50 && size >= 3) return { op: { op: 'qr', data: latin1(bytes.subarray(i + 8, end)) }, length };
  if (fn === 0x51) return { op: { op: 'qr-print' }, length };
  return { op: null, length };
}
