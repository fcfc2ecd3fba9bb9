import { MULTI_LINE } from '@cashier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { INVALID } from './errors.ts';

const PARTS = [
  ['params', (r: FastifyRequest) => r.params],
  ['querystring', (r: FastifyRequest) => r.query],
  ['body', (r: FastifyRequest) => r.body],
  ['headers', (r: FastifyRequest) => r.headers],
] as const;

/** The paths ("lines.0.note") of every string, object key included, that breaks MULTI_LINE. */
function offending(value: unknown): string[] {
  const found: string[] = [];
  // A loop, not recursion: a body nested ten thousand deep must not overflow the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (typeof v === 'string') {
      if (!MULTI_LINE.test(v)) found.push(path || '_');
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, at(i)]));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (!MULTI_LINE.test(key)) found.push(at(key));
        stack.push([item, at(key)]);
      }
    }
  }
  return found.reverse();
}

/**
 * The net under the contracts: no string with a control character (NUL above all, which
 * PostgreSQL refuses in text) reaches a handler, whatever the route's schema says or forgets.
 * The contracts word the precise rule per field (SafeString, Text: single-line text refuses tab and
 * newlines too) and run first; this hook runs after validation, on the parsed path, query, body and
 * headers, with the one rule every field shares: no control character but tab, line feed and
 * carriage return. It answers 400 naming each field, as a validation failure does.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    for (const [part, read] of PARTS) {
      const paths = offending(read(request));
      if (!paths.length) continue;
      const fields = Object.fromEntries(paths.map((p) => [p, 'field.controlCharacters' as const]));
      return done(new AppError('VALIDATION_FAILED', INVALID[part]!, fields));
    }
    done();
  });
}
