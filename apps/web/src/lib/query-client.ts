import { MutationCache, QueryCache, QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@cashier/web-core/api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

interface CallMeta {
  /** The caller shows the failure itself (inline message or its own toast): no global toast. */
  handlesError?: boolean;
  /** A sign-in call: its 401 means "not signed in", not "the session ended". */
  authCall?: boolean;
}

let onUnauthenticated: () => void = () => undefined;

/** The app layer registers what happens when the session is gone (go to the sign-in page). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

let claimedBy: (() => void) | null = null;

/**
 * A screen that deals with an ended session itself (the shared till shows its lock screen) takes
 * the 401s while it is on display; the returned function gives them back.
 */
export function claimUnauthenticated(handler: () => void): () => void {
  claimedBy = handler;
  return () => {
    if (claimedBy === handler) claimedBy = null;
  };
}

function handle(error: unknown, meta: CallMeta | undefined): void {
  if (isApiError(error) && error.status === 401 && !meta?.authCall) (claimedBy ?? onUnauthenticated)();
  else if (!meta?.handlesError) notifyError(error);
}

/** One client for the app. Every failed call shows a message unless its caller shows it itself. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * After a write: reloads what is cached under `roots` except the keys the write's answer has just
 * been put in (setQueryData), which are already as the server has them; reloading them would only
 * fetch the same again. The events stream's echo of this tab's own write reloads nothing either
 * (realtime.ts), so each of those is read once, not twice.
 * @example refreshExcept(client, [queryRoots.orders, queryRoots.tables], [orderQuery(7).queryKey])
 */
export function refreshExcept(
  client: QueryClient,
  roots: readonly QueryKey[],
  justSet: readonly QueryKey[] = [],
): Promise<unknown> {
  const set = new Set(justSet.map((key) => hashKey(key)));
  const predicate = set.size
    ? ({ queryKey }: { queryKey: QueryKey }) => !set.has(hashKey(queryKey))
    : undefined;
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey, predicate })));
}

/**
 * Whether a failed write may still have been done: no answer came (the connection dropped after
 * the request went out), the server failed (5xx: it may have failed after the commit), or an
 * answer came that could not be read. A 4xx is a refusal: nothing changed.
 */
export function mayHaveCommitted(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'BAD_RESPONSE';
}

/**
 * After a failed write that may have been done anyway: reloads everything under `roots`. The
 * stream's echo of it would reload nothing in this tab (its origin is this tab), so without this
 * the screen could keep showing what was there before a change that did happen.
 */
export function refreshAfterFailure(
  client: QueryClient,
  error: unknown,
  roots: readonly QueryKey[],
): Promise<unknown> {
  return mayHaveCommitted(error) ? refreshExcept(client, roots) : Promise.resolve();
}
