import type { Resp } from '@cashier/contracts';

/** The spec's `resp` envelope. */
export function ok(message: string): Resp {
  return { status: 'success', message };
}
