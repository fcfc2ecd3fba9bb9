/**
 * The print renderer's own thread: drawing a ticket and packing it takes milliseconds of CPU
 * that would otherwise hold up the server's requests (see render-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { PrintDocument } from './document.ts';
import { renderEscPos, type RenderTarget } from './render.ts';

parentPort?.on('message', ({ id, doc, target }: { id: number; doc: PrintDocument; target: RenderTarget }) => {
  try {
    const bytes = renderEscPos(doc, target);
    parentPort?.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
