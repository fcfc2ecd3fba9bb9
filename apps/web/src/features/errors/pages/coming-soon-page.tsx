import { ComingSoonView } from '@/components/coming-soon-view';

/** /errors/coming-soon (the same view fills unbuilt screens inside the dashboard). */
export function ComingSoonPage() {
  return <ComingSoonView showBrand />;
}
