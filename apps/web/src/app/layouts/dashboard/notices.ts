import type { EventTopic } from '@cashier/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeToEvents, type RealtimeEvent } from '@cashier/web-core/realtime';

/** A top-bar notification: an event worth telling staff about, kept for this browser tab. */
export interface Notice {
  id: number;
  topic: EventTopic;
  data: Record<string, unknown>;
  at: string;
  read: boolean;
}

/** The events that become notifications; the rest only refresh data. */
const NOTICE_TOPICS: ReadonlySet<EventTopic> = new Set<EventTopic>([
  'order.created',
  'order.status',
  'table.status',
  'customer.created',
]);

const KEY = 'cashier-notices';
const MAX = 50;

function load(): Notice[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (n: Partial<Notice> | null): n is Notice =>
        typeof n?.id === 'number' &&
        typeof n.at === 'string' &&
        typeof n.read === 'boolean' &&
        NOTICE_TOPICS.has(n.topic as EventTopic) &&
        typeof n.data === 'object' &&
        n.data !== null,
    );
  } catch {
    return [];
  }
}

let notices: Notice[] = load();
const listeners = new Set<() => void>();

function set(next: Notice[]): void {
  notices = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds an event to the list when it is one staff should hear about (newest first, 50 kept). */
export function addNotice({ id, topic, data }: RealtimeEvent): void {
  if (!NOTICE_TOPICS.has(topic) || notices.some((n) => n.id === id)) return;
  const at = typeof data.at === 'string' ? data.at : new Date().toISOString();
  set([{ id, topic, data, at, read: false }, ...notices].slice(0, MAX));
}

export function markNoticeRead(id: number): void {
  set(notices.map((n) => (n.id === id ? { ...n, read: true } : n)));
}

export function markAllNoticesRead(): void {
  set(notices.map((n) => ({ ...n, read: true })));
}

/** Forgets every notification (signing out: the next person at this till must not see them). */
export function clearNotices(): void {
  set([]);
}

export function useNotices(): Notice[] {
  return useSyncExternalStore(subscribe, () => notices);
}

/** Feeds the notification list from the shared events stream while the dashboard is open. */
export function useNoticeFeed(): void {
  useEffect(() => subscribeToEvents(addNotice), []);
}
