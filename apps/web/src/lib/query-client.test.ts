import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@cashier/web-core/api-client';
import { mayHaveCommitted, refreshAfterFailure, refreshExcept } from './query-client';

/** Queries on display (observed), each counting its fetches after the first. */
async function onScreen(client: QueryClient, keys: QueryKey[]) {
  const reads = new Map(keys.map((key) => [JSON.stringify(key), 0]));
  const stops = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    const queryFn = () => reads.set(name, reads.get(name)! + 1).get(name)!;
    return new QueryObserver(client, { queryKey, queryFn, staleTime: 30_000 }).subscribe(() => undefined);
  });
  await vi.waitFor(() => expect([...reads.values()].every((n) => n === 1)).toBe(true));
  return {
    reads: () => Object.fromEntries([...reads].map(([name, n]) => [name, n - 1])),
    stop: () => stops.forEach((stop) => stop()),
  };
}

const order7 = ['orders', 'one', 7];
const openOrders = ['orders', 'open'];
const tables = ['tables', 'all'];
const dashboard = ['dashboard', '2026-11-28'];

describe('refreshExcept', () => {
  it('reloads everything under the roots but the keys just set', async () => {
    const client = new QueryClient();
    const screen = await onScreen(client, [order7, openOrders, tables, dashboard]);
    client.setQueryData(order7, 99);
    await refreshExcept(client, [['orders'], ['tables'], ['dashboard']], [order7]);
    expect(screen.reads()).toEqual({
      [JSON.stringify(order7)]: 0,
      [JSON.stringify(openOrders)]: 1,
      [JSON.stringify(tables)]: 1,
      [JSON.stringify(dashboard)]: 1,
    });
    expect(client.getQueryData(order7)).toBe(99);
    expect(client.getQueryState(order7)?.isInvalidated).toBe(false);
    screen.stop();
  });

  it('reloads every key under the roots when nothing was set', async () => {
    const client = new QueryClient();
    const screen = await onScreen(client, [order7, tables]);
    await refreshExcept(client, [['orders']]);
    expect(screen.reads()).toEqual({ [JSON.stringify(order7)]: 1, [JSON.stringify(tables)]: 0 });
    screen.stop();
  });
});

describe('mayHaveCommitted', () => {
  it('is true with no answer, a 5xx, an unreadable answer or a failure after the answer', () => {
    expect(mayHaveCommitted(new ApiRequestError(0, 'NETWORK', 'unreachable'))).toBe(true);
    expect(mayHaveCommitted(new ApiRequestError(500, 'INTERNAL', 'boom'))).toBe(true);
    expect(mayHaveCommitted(new ApiRequestError(503, 'INTERNAL', 'busy'))).toBe(true);
    expect(mayHaveCommitted(new ApiRequestError(200, 'BAD_RESPONSE', 'a proxy page'))).toBe(true);
    expect(mayHaveCommitted(new Error('The server answered without the order.'))).toBe(true);
  });

  it('is false for a refusal (4xx): nothing changed', () => {
    expect(mayHaveCommitted(new ApiRequestError(409, 'CONFLICT', 'stale'))).toBe(false);
    expect(mayHaveCommitted(new ApiRequestError(422, 'VALIDATION_FAILED', 'check'))).toBe(false);
    expect(mayHaveCommitted(new ApiRequestError(401, 'UNAUTHENTICATED', 'signed out'))).toBe(false);
  });
});

describe('refreshAfterFailure', () => {
  it('reloads everything under the roots, the order itself too, when the write may have been done', async () => {
    const client = new QueryClient();
    const screen = await onScreen(client, [order7, tables]);
    await refreshAfterFailure(client, new ApiRequestError(0, 'NETWORK', 'dropped'), [['orders'], ['tables']]);
    await refreshAfterFailure(client, new ApiRequestError(502, 'INTERNAL', 'gateway'), [['orders']]);
    expect(screen.reads()).toEqual({ [JSON.stringify(order7)]: 2, [JSON.stringify(tables)]: 1 });
    screen.stop();
  });

  it('reloads nothing after a refusal', async () => {
    const client = new QueryClient();
    const screen = await onScreen(client, [order7]);
    await refreshAfterFailure(client, new ApiRequestError(409, 'CONFLICT', 'stale'), [['orders']]);
    expect(screen.reads()).toEqual({ [JSON.stringify(order7)]: 0 });
    screen.stop();
  });
});
