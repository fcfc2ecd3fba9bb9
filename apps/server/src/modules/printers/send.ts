import net from 'node:net';

export interface SendTimeouts {
  /** How long a printer may take to accept the connection. */
  connectMs: number;
  /** How long the bytes may take to leave, counted from the connection. */
  writeMs: number;
}

/** Why a send failed, and whether any byte had left: if one had, a retry may print a second copy. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly started: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends raw bytes to a network printer (ESC/POS on TCP, port 9100 by default). Resolves when the
 * printer, having read them all, closes its side, or when the bytes have all left and the printer
 * stays silent until the write time is up. Both waits are bounded, so a printer that is off, or
 * that takes the connection and never reads (out of paper, lid open), fails this job in bounded
 * time and never holds up another printer.
 */
export function sendToPrinter(
  host: string,
  port: number,
  bytes: Uint8Array,
  timeouts: SendTimeouts,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let flushed = false;
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (error?: SendError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    let timer = setTimeout(
      () => finish(new SendError(`no answer from ${host}:${port} within ${timeouts.connectMs} ms`, false)),
      timeouts.connectMs,
    );
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (flushed) finish();
        else finish(new SendError(`the printer did not take the job within ${timeouts.writeMs} ms`, true));
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
      flushed ? finish() : finish(new SendError('the printer closed the connection early', connected)),
    );
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(new SendError(error.code ?? error.message, connected)),
    );
  });
}
