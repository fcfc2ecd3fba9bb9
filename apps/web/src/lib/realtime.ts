import type { EventTopic } from '@cashier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogKeys } from './catalog';

/** Which cached data each event makes stale. */
const STALE_BY_TOPIC: Partial<Record<EventTopic, readonly (readonly string[])[]>> = {
  'category.created': [catalogKeys.categories, catalogKeys.products],
  'category.updated': [catalogKeys.categories, catalogKeys.products],
  'category.deleted': [catalogKeys.categories, catalogKeys.products],
  'product.created': [catalogKeys.categories, catalogKeys.products],
  'product.updated': [catalogKeys.categories, catalogKeys.products],
  'product.deleted': [catalogKeys.categories, catalogKeys.products],
  'setting.updated': [['settings']],
  // The dashboard's figures (every day's key starts with 'dashboard').
  'order.created': [['dashboard'], ['tables']],
  'order.updated': [['dashboard'], ['tables']],
  'order.status': [['dashboard'], ['tables']],
  // The floor view, tables list and QR cards (every tables key starts with 'tables').
  'table.status': [['tables']],
  'table.created': [['tables']],
  'table.updated': [['tables']],
  'table.deleted': [['tables']],
  // Both customer lists (every customers key starts with 'customers'; spec §7).
  'customer.created': [['customers']],
  'customer.updated': [['customers']],
  'customer.deleted': [['customers']],
  'customer.balance': [['customers']],
};

/**
 * Follows GET /v1/events (Server-Sent Events) and refreshes what other screens changed. The
 * browser reconnects by itself and resumes with Last-Event-ID, so nothing is missed.
 */
export function subscribeToChanges(client: QueryClient): () => void {
  const source = new EventSource('/v1/events', { withCredentials: true });
  const pending = new Map<string, readonly string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    for (const queryKey of pending.values()) void client.invalidateQueries({ queryKey });
    pending.clear();
  };
  for (const [topic, keys] of Object.entries(STALE_BY_TOPIC)) {
    source.addEventListener(topic, () => {
      for (const key of keys) pending.set(key.join('/'), key);
      clearTimeout(timer);
      timer = setTimeout(flush, 150); // one refresh for a burst of events
    });
  }
  return () => {
    clearTimeout(timer);
    source.close();
  };
}

/** Keeps the signed-in screens in step with changes made elsewhere. */
export function useRealtimeUpdates(): void {
  const client = useQueryClient();
  useEffect(() => subscribeToChanges(client), [client]);
}
