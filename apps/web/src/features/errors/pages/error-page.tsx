import { ErrorView } from '@/components/error-view';

/** /errors/500. */
export function ServerErrorPage() {
  return <ErrorView code={500} />;
}
