import type { DisplayState, KitchenTicket } from '@cashier/contracts';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { closeEventStream, subscribeToEvents, subscribeToTopic, type RealtimeEvent } from './realtime';

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
      expectTypeOf(data).toEqualTypeOf<KitchenTicket & { at: string }>();
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
        expectTypeOf(event.data).toEqualTypeOf<DisplayState & { at: string }>();
      }
      seen.push(event);
    });
    stream().send('display.updated', 4, JSON.stringify({ code: 'ABC123', at: '2026-11-28T10:00:00Z' }));
    stream().send('order.created', 5, 'not json');
    stop();
    expect(seen.map((e) => [e.id, e.topic])).toEqual([[4, 'display.updated']]);
  });
});
