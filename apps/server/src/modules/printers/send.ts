import net from 'node:net';
import { guardedLookup, TargetRefused, targetRefusal, type Resolve, type TargetPolicy } from './target.ts';

export interface SendTimeouts {
  /** How long a printer may take to accept the connection. */
  connectMs: number;
  /** How long the bytes may take to leave, counted from the connection. */
  writeMs: number;
}

/**
 * What a failed send reports through the API (a job's and a printer's lastError): one word for
 * every way a connection fails, so refused, reset, silent and slow ports look the same and the
 * printers screen cannot map a network. The cause stays in `detail`, for the server's log.
 */
export type SendFailure = 'unreachable' | 'target-refused';

/** Why a send failed, and whether any byte had left: if one had, a retry may print a second copy. */
export class SendError extends Error {
  constructor(
    readonly failure: SendFailure,
    readonly started: boolean,
    /** The cause as the socket told it (ECONNREFUSED, a timeout…): for the log only. */
    readonly detail: string,
  ) {
    super(failure);
  }
}

export interface SendTarget {
  host: string;
  port: number;
  /** Where printers may send (target.ts), checked here, on the address each name resolves to now. */
  policy: TargetPolicy;
  /** How names resolve; the system's resolver unless a test gives its own. */
  resolve?: Resolve;
}

/**
 * Sends raw bytes to a network printer (ESC/POS on TCP, port 9100 by default). Resolves when the
 * printer, having read them all, closes its side, or when the bytes have all left and the printer
 * stays silent until the write time is up. Both waits are bounded, so a printer that is off, or
 * that takes the connection and never reads (out of paper, lid open), fails this job in bounded
 * time and never holds up another printer.
 */
export function sendToPrinter(target: SendTarget, bytes: Uint8Array, timeouts: SendTimeouts): Promise<void> {
  const { host, port, policy } = target;
  const refusal = targetRefusal(host, port, policy);
  if (refusal) return Promise.reject(new SendError('target-refused', false, `${refusal}: ${host}:${port}`));
  return new Promise((resolve, reject) => {
    let connected = false;
    let flushed = false;
    let settled = false;
    const lost = (detail: string, started = connected) => new SendError('unreachable', started, detail);
    // Every address a name resolves to is checked before connecting (an IP needs no lookup and
    // was checked above).
    const socket = net.connect({ host, port, lookup: guardedLookup(policy, target.resolve) });
    const finish = (error?: SendError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    let timer = setTimeout(
      () => finish(lost(`no answer from ${host}:${port} within ${timeouts.connectMs} ms`, false)),
      timeouts.connectMs,
    );
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (flushed) finish();
        else finish(lost(`the printer did not take the job within ${timeouts.writeMs} ms`, true));
      }, timeouts.writeMs);
      // Status bytes a printer sends back are read and dropped: left unread, closing would reset the connection.
      socket.resume();
      socket.end(bytes);
    });
    socket.once('finish', () => (flushed = true));
    // Closing only after the printer does: closing first, a status byte arriving late would reset
    // the connection and could drop what the printer had not read yet.
    socket.once('end', () => (flushed ? finish() : undefined));
    socket.once('close', () =>
      flushed ? finish() : finish(lost('the printer closed the connection early')),
    );
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(
        error instanceof TargetRefused
          ? new SendError('target-refused', false, error.message)
          : lost(error.code ?? error.message),
      ),
    );
  });
}
