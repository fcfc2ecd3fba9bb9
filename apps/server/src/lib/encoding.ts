import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

/** The encodings the server compresses to itself, brotli first: it wins a tie. */
const SUPPORTED: Encoding[] = ['br', 'gzip'];

/**
 * The encoding an `Accept-Encoding` header prefers among brotli and gzip, negotiated by
 * @fastify/accept-negotiator (the parser @fastify/compress and @fastify/static use): weights,
 * `q=0` refuses, `*` is brotli; null for none (absent, `identity`, refused).
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  // Tokens are case-insensitive (RFC 9110); the negotiator compares them as they are.
  return header ? negotiate(header.toLowerCase(), SUPPORTED) : null;
}
