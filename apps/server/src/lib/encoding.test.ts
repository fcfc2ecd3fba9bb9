import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding.ts';

describe('the encoding the server compresses to itself (index.html, the POS catalogue)', () => {
  it('follows Accept-Encoding: brotli on a tie, weights, q=0 and *', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
  });

  it('lets `*` stand for brotli even beside `br;q=0`, as @fastify/compress negotiates', () => {
    // The hand parser read `*;q=0.1, br;q=0` as gzip; the negotiator that @fastify/compress and
    // @fastify/static use maps `*` to its first choice. No browser sends such a header.
    expect(preferredEncoding('*;q=0.1, br;q=0')).toBe('br');
  });
});
