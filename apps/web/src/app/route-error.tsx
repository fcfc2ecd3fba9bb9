import { Container } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '@/components/error-view';
import { FullScreenLoader } from '@cashier/ui/full-screen-loader';
import { NotFoundView } from '@/components/not-found-view';
import { SafeBoundary } from '@cashier/ui/safe-boundary';
import { isApiError } from '@cashier/web-core/api-client';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';
import { errorMessage } from '@/lib/notify';

function ErrorContent({ standalone }: { standalone: boolean }) {
  const error = useRouteError();
  // A deploy removed the screen's old chunk. The router has already moved to the new address, so
  // the reload lands there (a `vite:preloadError` listener would reload the page being left).
  if (isChunkLoadError(error) && reloadForChunkError()) return <FullScreenLoader />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView showBrand={standalone} />;
    return <ErrorView code={error.status} message={error.statusText} />;
  }
  if (isApiError(error) && error.status === 404) return <NotFoundView showBrand={standalone} />;
  if (!isApiError(error)) console.error(error);
  const code = isApiError(error) && error.status >= 400 ? error.status : 500;
  return <ErrorView code={code} message={errorMessage(error)} />;
}

/** The router's errorElement: 404 view, or "Error {code}" with the message and Back to Home. */
export function RouteError({ standalone = true }: { standalone?: boolean }) {
  const content = (
    <SafeBoundary home="/admin">
      <ErrorContent standalone={standalone} />
    </SafeBoundary>
  );
  return standalone ? (
    <Container component="main" size="md">
      {content}
    </Container>
  ) : (
    content
  );
}
