import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsReady } from '@/lib/modals';

/**
 * Mantine's modals (confirmations), a chunk of its own mounted when the first one is asked for
 * (see `lib/modals.ts`): once ModalsProvider is mounted, the requests made while it loaded are made.
 */
export default function Modals() {
  // Children's effects run first: ModalsProvider listens by now.
  useEffect(modalsReady, []);
  return <ModalsProvider />;
}
