import {
  EVENT_TOPICS,
  STREAM_RELOAD,
  type EventFrameMeta,
  type EventPayload,
  type EventTopic,
} from '@cashier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryRoots } from './query-keys';
import { clientId } from './client-id';
import { createRefreshBatcher } from './refresh-batcher';

const { categories, products, orders, tables, customers, users, roles, me, dashboard } = queryRoots;

/** Which cached data each event makes stale: the roots of the keys (api/query-keys). */
const STALE_BY_TOPIC: Partial<Record<EventTopic, readonly (readonly string[])[]>> = {
  'category.created': [categories, products],
  'category.updated': [categories, products],
  'category.deleted': [categories, products],
  'product.created': [categories, products],
  'product.updated': [categories, products],
  'product.deleted': [categories, products],
  // The POS catalogue (under `products`) carries the modifier groups.
  'modifier-group.created': [products],
  'modifier-group.updated': [products],
  'modifier-group.deleted': [products],
  // A new currency moves every price (settings/currency.ts on the server).
  'setting.updated': [queryRoots.settings, products],
  'plugin.updated': [queryRoots.plugins],
  'printer.created': [queryRoots.printers],
  'printer.updated': [queryRoots.printers],
  'printer.deleted': [queryRoots.printers],
  // A print job queued, printed or failed: the printers' health and counts, and every job list
  // (their keys sit under the printers root).
  'print.job': [queryRoots.printers],
  'station.created': [queryRoots.stations],
  'station.updated': [queryRoots.stations],
  'station.deleted': [queryRoots.stations],
  // An order's status at the pass (ready, served): the open orders, the floor, the order page.
  'kitchen.order': [orders, tables],
  // The website editors, every kind.
  'site-page.created': [queryRoots.sitePages],
  'site-page.updated': [queryRoots.sitePages],
  'site-page.deleted': [queryRoots.sitePages],
  // The dashboard's figures (any day on screen), the floor and the sales lists and open orders.
  'order.created': [dashboard, tables, orders],
  'order.updated': [dashboard, tables, orders],
  'order.status': [dashboard, tables, orders],
  'order.refunded': [dashboard, orders],
  // The floor view, tables list and QR cards.
  'table.status': [tables],
  'table.created': [tables],
  'table.updated': [tables],
  'table.deleted': [tables],
  // Every customer list and lookup by id.
  'customer.created': [customers],
  'customer.updated': [customers],
  'customer.deleted': [customers],
  'customer.balance': [customers],
  // Users show their role's name and roles their user count; the signed-in user's own name and
  // permissions come from auth/me.
  'user.created': [users, roles],
  'user.updated': [users, roles, me],
  'user.deleted': [users, roles],
  'role.created': [roles],
  'role.updated': [roles, users, me],
  'role.deleted': [roles],
  // A shift opened, moved cash or closed; a day closed: the shift lists, reports and the Z preview.
  'shift.changed': [queryRoots.shifts, queryRoots.zReports],
  'day.closed': [queryRoots.shifts, queryRoots.zReports],
};

/**
 * One event from GET /v1/events: its outbox id, topic and payload, typed by its topic (contracts'
 * EVENT_PAYLOADS), plus what the stream adds: `at`, when it happened, and `origin`, the client id of
 * the tab that made it (null when no tab did). Narrowing on `topic` types
 * `data`, so no screen casts it.
 */
export type RealtimeEvent = { [T in EventTopic]: TopicFrame<T> }[EventTopic];

/** An event of one topic (or of a few). */
export type RealtimeEventOf<T extends EventTopic> = Extract<RealtimeEvent, { topic: T }>;

interface TopicFrame<T extends EventTopic> {
  id: number;
  topic: T;
  data: EventPayload<T> & EventFrameMeta;
}

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
/** Told whenever the stream connects (true) or drops (false). */
const statusListeners = new Set<(online: boolean) => void>();
let online = false;
const setOnline = (value: boolean) => {
  online = value;
  for (const listener of statusListeners) listener(value);
};
/** Called when the server says what this screen missed is no longer kept. */
const reloaders = new Set<() => void>();
let source: EventSource | null = null;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
/** The counter display this screen is, if it is one: its state is sent only to its own stream. */
let display: string | null = null;

/**
 * The event a frame carries, or null when its data is not a JSON object. Not checked against the
 * topic's schema here: the server parses every payload through it before the event is stored
 * (lib/changes.ts), as it sends every answer through its schema (see api-client), so the web needs
 * no zod at run time. This is the one place a payload is taken as its topic's type.
 */
function parse(topic: EventTopic, message: MessageEvent<unknown>): RealtimeEvent | null {
  try {
    const data: unknown = typeof message.data === 'string' ? JSON.parse(message.data) : null;
    if (typeof data !== 'object' || data === null) return null;
    return { id: Number(message.lastEventId) || 0, topic, data } as RealtimeEvent;
  } catch {
    return null;
  }
}

function open(): EventSource {
  const url = display ? `/v1/events?display=${encodeURIComponent(display)}` : '/v1/events';
  const stream = new EventSource(url, { withCredentials: true });
  for (const topic of EVENT_TOPICS) {
    stream.addEventListener(topic, (message) => {
      const event = parse(topic, message);
      if (!event) return console.error(`Unreadable ${topic} event`, message.data);
      for (const listener of listeners) listener(event);
    });
  }
  stream.addEventListener(STREAM_RELOAD, () => {
    for (const reload of reloaders) reload();
  });
  stream.addEventListener('open', () => setOnline(true));
  stream.addEventListener('error', () => setOnline(false));
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
      setOnline(false);
    }, 1000);
  };
}

/**
 * Whether this tab made the change an event tells of (its origin is this tab's client id): the
 * answer to its own write is already in hand, so nothing need be read again for it.
 */
export const fromThisTab = (event: RealtimeEvent): boolean => event.data.origin === clientId;

const isTopic = <T extends EventTopic>(event: RealtimeEvent, topic: T): event is RealtimeEventOf<T> =>
  event.topic === topic;

/**
 * Listens to one topic of the events stream (see subscribeToEvents), its payload typed.
 * @example const stop = subscribeToTopic('kitchen.ticket', ({ data }) => paint(data.items));
 */
export function subscribeToTopic<T extends EventTopic>(
  topic: T,
  listener: (event: RealtimeEventOf<T>) => void,
): () => void {
  return subscribeToEvents((event) => {
    if (isTopic(event, topic)) listener(event);
  });
}

/**
 * Makes this screen's stream the counter display's with this pairing code (null: none), so the
 * server sends it that display's state, which no other stream gets. An open stream is reopened.
 */
export function setStreamDisplay(code: string | null): void {
  if (code === display) return;
  display = code;
  if (!source) return;
  source.close();
  setOnline(false);
  source = open();
}

/**
 * Closes the events stream now rather than after the grace period of an unsubscribe: a shared
 * till that locks must not hand the next staff member a stream opened with the previous one's
 * session. The next subscriber opens a new stream with the session of that moment.
 */
export function closeEventStream(): void {
  clearTimeout(closeTimer);
  source?.close();
  source = null;
  setOnline(false);
}

/**
 * Follows whether the events stream is connected: called at once with the present state, then on
 * every change. A screen that must match the server exactly reloads its state on each `true`
 * (the stream is open, so nothing committed after the reload can be missed) and says it is
 * offline on `false`.
 * @example const stop = subscribeToStatus((online) => setBanner(!online));
 */
export function subscribeToStatus(listener: (online: boolean) => void): () => void {
  statusListeners.add(listener);
  listener(online);
  return () => statusListeners.delete(listener);
}

/**
 * Reloads what is cached under `queryKey` after a change made elsewhere. A screen's first read
 * still on its way may have been answered before the change; TanStack Query would join the reload
 * to it rather than cancel it (it cancels only a read that has data to fall back on), and the
 * change would be lost until the next one. So that read is cancelled and sent again.
 */
async function refresh(client: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await client.cancelQueries({
    queryKey,
    predicate: ({ state }) => state.data === undefined && state.fetchStatus === 'fetching',
  });
  await client.invalidateQueries({ queryKey });
}

/**
 * Refreshes the cached data that other screens changed, batched (see refresh-batcher). A change
 * this tab made itself (its origin is this tab's client id) refetches nothing: the write's own
 * answer and its mutation's reloads (query-client's refreshExcept) already brought what is on
 * screen up to date. Its keys are only marked stale, so a screen opened later reads afresh.
 */
export function subscribeToChanges(client: QueryClient): () => void {
  const batcher = createRefreshBatcher((queryKey) => void refresh(client, queryKey), [dashboard]);
  // Away too long (the server no longer keeps what was missed): everything cached may be stale.
  const reload = () => void client.invalidateQueries();
  reloaders.add(reload);
  const stop = subscribeToEvents((event) => {
    const keys = STALE_BY_TOPIC[event.topic];
    if (!keys) return;
    if (!fromThisTab(event)) return batcher.add(keys);
    for (const queryKey of keys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  });
  return () => {
    batcher.stop();
    reloaders.delete(reload);
    stop();
  };
}

/** Keeps the signed-in screens in step with changes made elsewhere. */
export function useRealtimeUpdates(): void {
  const client = useQueryClient();
  useEffect(() => subscribeToChanges(client), [client]);
}
