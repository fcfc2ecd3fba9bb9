import type { DisplayInput } from '@cashier/contracts';
import { api } from '@cashier/web-core/api-client';

/**
 * PUT /v1/displays/{code}: the till's whole sale for the counter display paired with it. The POS
 * pushes; the customer screen reads (features/customer-screens/api.ts).
 */
export async function pushDisplay(code: string, body: DisplayInput, signal?: AbortSignal) {
  return (await api('PUT /v1/displays/:code', { params: { code }, body, signal })).display;
}

/**
 * DELETE /v1/displays/{code}: unpairs this till from the display, which goes idle and is free for
 * the next till told its code.
 */
export async function unpairDisplay(code: string) {
  return (await api('DELETE /v1/displays/:code', { params: { code } })).display;
}
