import type { DisplayState, EventFrameMeta, KitchenTicket } from '@cashier/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { clientId } from './client-id';
import {
  closeEventStream,
  subscribeToChanges,
  subscribeToEvents,
  subscribeToTopic,
  type RealtimeEvent,
} from './realtime';
import { QUIET_MS } from './refresh-batcher';

/** The one stream realtime.ts opens, played by the test: it sends frames as the server writes them. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close(): void {}
  send(topic: string, id: number, data: string): void {
    this.dispatchEvent(new MessageEvent(topic, { data, lastEventId: String(id) }));
  }
}

const stream = () => FakeEventSource.last!;

beforeAll(() => {
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
});
afterEach(() => closeEventStream());

describe('the events hook', () => {
  it('hands a topic subscriber only its topic, its payload typed by it', () => {
    const tickets: KitchenTicket[] = [];
    const stop = subscribeToTopic('kitchen.ticket', ({ data }) => {
      expectTypeOf(data).toEqualTypeOf<KitchenTicket & EventFrameMeta>();
      tickets.push(data);
    });
    stream().send('kitchen.order', 1, JSON.stringify({ orderId: 7, status: 'ready', readyAt: null }));
    stream().send('kitchen.ticket', 2, JSON.stringify({ id: 3, orderId: 7, at: '2026-11-28T10:00:00Z' }));
    stop();
    expect(tickets).toEqual([{ id: 3, orderId: 7, at: '2026-11-28T10:00:00Z' }]);
  });

  it('types every payload by narrowing on the topic, and skips a frame it cannot read', () => {
    const seen: RealtimeEvent[] = [];
    const stop = subscribeToEvents((event) => {
      if (event.topic === 'display.updated') {
        expectTypeOf(event.data).toEqualTypeOf<DisplayState & EventFrameMeta>();
      }
      seen.push(event);
    });
    stream().send('display.updated', 4, JSON.stringify({ code: 'ABC123', at: '2026-11-28T10:00:00Z' }));
    stream().send('order.created', 5, 'not json');
    stop();
    expect(seen.map((e) => [e.id, e.topic])).toEqual([[4, 'display.updated']]);
  });
});

describe('subscribeToChanges', () => {
  /** An order read by a screen on display (an observed query), counting its fetches. */
  async function watchedOrder(client: QueryClient) {
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['orders', 'one', 7],
      queryFn: () => ++reads,
      staleTime: 30_000,
    });
    const stopWatching = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    return { reads: () => reads, stopWatching };
  }
  const frame = (origin: string | null) =>
    JSON.stringify({ id: 7, version: 2, status: 'open', at: '2026-11-28T10:00:00Z', origin });

  it("refetches nothing for this tab's own change, only marks it stale", async () => {
    const client = new QueryClient();
    const order = await watchedOrder(client);
    const stop = subscribeToChanges(client);
    stream().send('order.updated', 1, frame(clientId));
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 100));
    expect(order.reads()).toBe(1);
    expect(client.getQueryState(['orders', 'one', 7])?.isInvalidated).toBe(true);
    order.stopWatching();
    stop();
  });

  it('refreshes what another tab or device changed', async () => {
    const client = new QueryClient();
    const order = await watchedOrder(client);
    const stop = subscribeToChanges(client);
    stream().send('order.updated', 1, frame('another-tab-1234'));
    stream().send('order.updated', 2, frame(null));
    await vi.waitFor(() => expect(order.reads()).toBe(2));
    order.stopWatching();
    stop();
  });

  it('reads again a first read that was on its way when the change came', async () => {
    const client = new QueryClient();
    const stop = subscribeToChanges(client);
    // The first read is answered slowly, with what the server had before the change.
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['orders', 'one', 7],
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const stopWatching = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    stream().send('order.updated', 1, frame(null));
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('before');
    answers[1]!('after');
    await vi.waitFor(() => expect(client.getQueryData(['orders', 'one', 7])).toBe('after'));
    stopWatching();
    stop();
  });
});
