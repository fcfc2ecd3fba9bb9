import type { DisplayInput } from '@cashier/contracts';
import { api } from '@/lib/api-client';

/**
 * PUT /v1/displays/{code}: the till's whole sale for the counter display paired with it. The POS
 * pushes; the customer screen reads (features/customer-screens/api.ts).
 */
export async function pushDisplay(code: string, body: DisplayInput, signal?: AbortSignal) {
  return (await api('PUT /v1/displays/:code', { params: { code }, body, signal })).display;
}
