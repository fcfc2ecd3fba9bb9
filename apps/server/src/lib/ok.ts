import type { Resp } from '@cashier/contracts';

/** The `resp` envelope every change answers with (the original API's shape). */
export function ok(message: string): Resp {
  return { status: 'success', message };
}
