import http from 'node:http';

export interface Frame {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Opens the stream and resolves once it is live: the server subscribes a stream before it sends
 * its headers, so whatever commits after this resolves reaches it, with no wait "to connect".
 * `take()` then waits for the first `count` frames and closes the stream.
 */
export async function listen(
  port: number,
  token: string,
  count: number,
  lastEventId?: number,
): Promise<{ take(): Promise<Frame[]> }> {
  const stream = await openStream(port, token, lastEventId);
  return {
    async take() {
      try {
        await stream.until(() => stream.frames.length >= count);
        return stream.frames.slice(0, count);
      } finally {
        stream.close();
      }
    },
  };
}

/** A live stream over real HTTP: the frames so far, a wait for a frame that matches, and a close. */
export interface Stream {
  frames: Frame[];
  until(match: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Settles when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close(): void;
}

/**
 * `query`: more of the stream's query string, e.g. `display=HK7P2M` for a counter display.
 * Resolves with the response's headers, which the server sends only once the stream is subscribed.
 */
export function openStream(
  port: number,
  token: string,
  lastEventId?: number,
  query?: string,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const frames: Frame[] = [];
    const waiters = new Set<() => void>();
    const path = query ? `/v1/events?${query}` : '/v1/events';
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      let buffer = '';
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const id = field('id');
          if (id === undefined) continue;
          frames.push({
            id: Number(id),
            event: field('event') ?? '',
            data: JSON.parse(field('data') ?? '{}') as Record<string, unknown>,
          });
          for (const wake of waiters) wake();
        }
      });
      resolve({
        frames,
        until: (match, timeoutMs = 8000) =>
          new Promise((done, fail) => {
            const check = () => {
              const found = frames.find(match);
              if (!found) return false;
              waiters.delete(check);
              done(found);
              return true;
            };
            if (check()) return;
            waiters.add(check);
            setTimeout(() => fail(new Error('timed out waiting for a frame')), timeoutMs).unref();
          }),
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', (e) => (e.message === 'socket hang up' ? undefined : reject(e)));
  });
}
