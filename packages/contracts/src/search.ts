import { z } from 'zod';
import { Text } from './common.ts';

export const SearchQuery = z.object({ q: Text(100) });

/**
 * The top bar's command palette: up to 5 of each kind matching `q`, only the kinds the caller may
 * view (catalog.view, customers.view, orders.view). Orders match by ticket or invoice number (ticket numbers restart daily, so the newest first).
 */
export const SearchResponse = z.object({
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), sku: z.string().nullable() }),
  ),
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() })),
  orders: z.array(
    z.object({
      id: z.number().int(),
      ticketNumber: z.number().int(),
      invoiceNumber: z.number().int().nullable(),
      type: z.string(),
      status: z.string(),
      total: z.number().int(),
    }),
  ),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
