import { NotFoundView } from '@/components/not-found-view';

/** /errors/404 and every unmatched route outside the back office. */
export function NotFoundPage() {
  return <NotFoundView showBrand />;
}
