import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Mantine's modals (confirmations), a chunk of its own fetched when the first one is asked for
 * (see `providers.tsx`): once its listeners are on, the requests made while it loaded are sent again.
 */
export default function Modals({ replay, onReady }: { replay: CustomEvent<unknown>[]; onReady: () => void }) {
  useEffect(() => {
    // Children's effects run first: ModalsProvider listens by now.
    for (const event of replay) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    onReady();
    // Once, on mount: later requests reach ModalsProvider directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ModalsProvider />;
}
