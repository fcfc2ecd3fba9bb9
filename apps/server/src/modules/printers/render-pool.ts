import { Worker } from 'node:worker_threads';
import type { PrintDocument } from './document.ts';
import type { RenderTarget } from './render.ts';

type Reply = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** The thread's script: beside this file in the source tree (run as TypeScript), beside main.js in the bundle. */
const script = new URL(
  import.meta.url.endsWith('.ts') ? './render-thread.ts' : './render-thread.js',
  import.meta.url,
);

/**
 * Renders print jobs on a thread of their own, so a burst of tickets (5–10 ms of drawing each)
 * never delays the server's answers. One thread, started on first use and again after a crash.
 */
export class RenderPool {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }
  >();

  render(doc: PrintDocument, target: RenderTarget): Promise<Uint8Array> {
    const worker = this.worker ?? this.start();
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, doc, target: { paperWidth: target.paperWidth, mode: target.mode } });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(script);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.bytes);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the print renderer stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}
