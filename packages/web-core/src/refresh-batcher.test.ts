import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshBatcher, HEAVY_EVERY_MS, MAX_WAIT_MS } from './refresh-batcher';

describe('the refresh batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes the dashboard at most every five seconds and the lists at least every second, under a till busy without pause', () => {
    const refreshed: string[] = [];
    const batcher = createRefreshBatcher((key) => refreshed.push(key.join('/')), [['dashboard']]);
    // An order every 100 ms for 30 seconds.
    for (let t = 0; t < 30_000; t += 100) {
      batcher.add([['dashboard'], ['orders'], ['tables']]);
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(HEAVY_EVERY_MS);
    batcher.stop();
    const dashboard = refreshed.filter((k) => k === 'dashboard').length;
    const orders = refreshed.filter((k) => k === 'orders').length;
    expect(dashboard).toBeGreaterThanOrEqual(30_000 / HEAVY_EVERY_MS);
    expect(dashboard).toBeLessThanOrEqual(30_000 / HEAVY_EVERY_MS + 1);
    expect(orders).toBeGreaterThanOrEqual(30_000 / MAX_WAIT_MS - 1);
    expect(orders).toBeLessThan(300 / 2);
  });

  it('refreshes a quiet screen soon after a single event', () => {
    const refreshed: string[] = [];
    const batcher = createRefreshBatcher((key) => refreshed.push(key.join('/')), [['dashboard']]);
    batcher.add([['dashboard'], ['orders']]);
    vi.advanceTimersByTime(200);
    expect(refreshed.sort()).toEqual(['dashboard', 'orders']);
    batcher.stop();
  });
});
