import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesError`: the caller shows the failure itself (inline message), no global toast. */
    queryMeta: { handlesError?: boolean };
    mutationMeta: { handlesError?: boolean };
  }
}

let onUnauthenticated: () => void = () => undefined;

/** The app layer registers what happens when the session is gone (go to the sign-in page). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

function handle(error: unknown, handlesError: boolean | undefined): void {
  if (handlesError) return;
  if (isApiError(error) && error.status === 401) onUnauthenticated();
  else notifyError(error);
}

/** One client for the app. Every failed call shows a message unless its caller shows it itself. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.handlesError) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => handle(error, mutation.meta?.handlesError),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
