import type { Printer } from '@cashier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@cashier/web-core/api-client';
import { useMayCall } from '@/lib/can';
import { queryRoots } from '@cashier/web-core/query-keys';

/**
 * The printers a receipt can be sent to from the server: active network receipt printers, in the
 * server's order (its first is the default). Not every role may list printers, so for the others
 * (roles (or when the list fails to load) this stays empty and the server picks.
 */
export function useReceiptPrinters() {
  const mayCall = useMayCall();
  return useQuery({
    queryKey: queryRoots.printers,
    queryFn: ({ signal }) => api('GET /v1/printers', { signal }),
    enabled: mayCall('GET /v1/printers'),
    select: (data) => data.printers.filter(isReceiptPrinter),
    // Without the list the action still prints, on the server's first printer: no toast needed.
    meta: { handlesError: true },
  });
}

const isReceiptPrinter = (p: Printer) => p.active && p.kind === 'receipt' && p.connection === 'network';
