import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What is worth compressing: JSON, text (HTML, CSS, JavaScript), SVG and XML. Not pictures
 * (already compressed) and never `text/event-stream`: a compressor buffers, and a live stream
 * must reach the screen frame by frame. (The events route also writes to the raw socket, which
 * bypasses compression anyway; the exclusion keeps it safe should that change.)
 */
export const COMPRESSIBLE =
  /^text\/(?!event-stream)|^application\/(?:json|javascript|xml|manifest\+json)(?:;|$)|\+(?:json|xml)(?:;|$)/u;

/** Answers smaller than this are sent as they are: compressing them gains less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * gzip and brotli for answers of 1 KiB and more, when the client asks (`Accept-Encoding`).
 * Registered before the routes: the plugin hooks each route as it is added. Request bodies are
 * not decompressed (no client sends them compressed, and it would only widen what a request can do).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
}
