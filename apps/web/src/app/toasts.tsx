import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts at the top corner on the reading side's end (top-right in English), 5 s. A
 * chunk of its own, fetched when the first toast is shown (see `providers.tsx`).
 */
export default function Toasts() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} autoClose={5000} limit={4} />;
}
