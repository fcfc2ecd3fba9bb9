import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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
