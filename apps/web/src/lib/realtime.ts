import { EVENT_TOPICS, STREAM_RELOAD, type EventTopic } from '@cashier/contracts';
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
  // The POS catalogue (its key starts with 'products') carries the modifier groups.
  'modifier-group.created': [catalogKeys.products],
  'modifier-group.updated': [catalogKeys.products],
  'modifier-group.deleted': [catalogKeys.products],
  // A new currency moves every price (settings/currency.ts on the server).
  'setting.updated': [['settings'], catalogKeys.products],
  'plugin.updated': [['plugins']],
  'printer.created': [['printers']],
  'printer.updated': [['printers']],
  'printer.deleted': [['printers']],
  // The website editors (every kind's key starts with 'site-pages').
  'site-page.created': [['site-pages']],
  'site-page.updated': [['site-pages']],
  'site-page.deleted': [['site-pages']],
  // The dashboard's figures (every day's key starts with 'dashboard') and the sales lists and open
  // order (every sales key starts with 'orders').
  'order.created': [['dashboard'], ['tables'], ['orders']],
  'order.updated': [['dashboard'], ['tables'], ['orders']],
  'order.status': [['dashboard'], ['tables'], ['orders']],
  'order.refunded': [['dashboard'], ['orders']],
  // The floor view, tables list and QR cards (every tables key starts with 'tables').
  'table.status': [['tables']],
  'table.created': [['tables']],
  'table.updated': [['tables']],
  'table.deleted': [['tables']],
  // Both customer lists (every customers key starts with 'customers').
  'customer.created': [['customers']],
  'customer.updated': [['customers']],
  'customer.deleted': [['customers']],
  'customer.balance': [['customers']],
  // Users show their role's name and roles their user count; the signed-in user's own name and
  // permissions come from auth/me.
  'user.created': [['users'], ['roles']],
  'user.updated': [['users'], ['roles'], ['auth', 'me']],
  'user.deleted': [['users'], ['roles']],
  'role.created': [['roles']],
  'role.updated': [['roles'], ['users'], ['auth', 'me']],
  'role.deleted': [['roles']],
};

/** One event from GET /v1/events: its outbox id, topic and payload (plus `at`, when it happened). */
export interface RealtimeEvent {
  id: number;
  topic: EventTopic;
  data: Record<string, unknown>;
}

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
/** Called when the server says what this screen missed is no longer kept. */
const reloaders = new Set<() => void>();
let source: EventSource | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function parse(topic: EventTopic, message: MessageEvent<unknown>): RealtimeEvent {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = typeof message.data === 'string' ? JSON.parse(message.data) : null;
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    // a payload we cannot read still tells which topic changed
  }
  return { id: Number(message.lastEventId) || 0, topic, data };
}

function open(): EventSource {
  const stream = new EventSource('/v1/events', { withCredentials: true });
  for (const topic of EVENT_TOPICS) {
    stream.addEventListener(topic, (message) => {
      const event = parse(topic, message);
      for (const listener of listeners) listener(event);
    });
  }
  stream.addEventListener(STREAM_RELOAD, () => {
    for (const reload of reloaders) reload();
  });
  return stream;
}

/**
 * Listens to GET /v1/events (Server-Sent Events). Every subscriber shares one connection, opened
 * with the first and closed after the last leaves; the browser reconnects by itself and resumes
 * with Last-Event-ID, so nothing is missed.
 * @example const stop = subscribeToEvents((e) => console.log(e.topic)); stop();
 */
export function subscribeToEvents(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(closeTimer);
  source ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    // A screen that unmounts and remounts at once (StrictMode, layout swap) keeps the connection.
    closeTimer = setTimeout(() => {
      if (listeners.size) return;
      source?.close();
      source = null;
    }, 1000);
  };
}

/** Refreshes the cached data that other screens changed (one refresh for a burst of events). */
export function subscribeToChanges(client: QueryClient): () => void {
  const pending = new Map<string, readonly string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    for (const queryKey of pending.values()) void client.invalidateQueries({ queryKey });
    pending.clear();
  };
  // Away too long (the server no longer keeps what was missed): everything cached may be stale.
  const reload = () => void client.invalidateQueries();
  reloaders.add(reload);
  const stop = subscribeToEvents(({ topic }) => {
    const keys = STALE_BY_TOPIC[topic];
    if (!keys) return;
    for (const key of keys) pending.set(key.join('/'), key);
    clearTimeout(timer);
    timer = setTimeout(flush, 150);
  });
  return () => {
    clearTimeout(timer);
    reloaders.delete(reload);
    stop();
  };
}

/** Keeps the signed-in screens in step with changes made elsewhere. */
export function useRealtimeUpdates(): void {
  const client = useQueryClient();
  useEffect(() => subscribeToChanges(client), [client]);
}
