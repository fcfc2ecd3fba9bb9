import type { User } from '@cashier/contracts';
import { useIdle } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import { readCart } from './stored-carts';

export const TILL_PATH = '/admin/screens/pos';
/** The setting's default (settings seed) when it cannot be read. */
const DEFAULT_LOCK_MINUTES = 2;

/**
 * Whether the shared till is locked, and the ways in and out. It opens locked (a reload never
 * hands the till to whoever used it last), locks itself after `pos_lock_minutes` without a touch,
 * and an unlock goes first to the order the staff member left open, so their cart finds its order.
 */
export function useTillLock() {
  const [locked, setLocked] = useState(true);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { values } = useAppSettings();
  const minutes = Number(values.pos_lock_minutes) || DEFAULT_LOCK_MINUTES;
  const idle = useIdle(minutes * 60_000, { initialState: false });

  const lock = useCallback(() => setLocked(true), []);
  // Going idle locks once; the next touch (on the lock screen) does not unlock it again.
  const [wasIdle, setWasIdle] = useState(idle);
  if (idle !== wasIdle) {
    setWasIdle(idle);
    if (idle) setLocked(true);
  }

  const unlock = useCallback(
    async (user: User) => {
      const orderId = readCart(user.id)?.order?.id;
      await navigate(to(orderId ? `${TILL_PATH}/${orderId}` : TILL_PATH), { replace: true });
      setLocked(false);
    },
    [navigate, to],
  );
  return { locked, lock, unlock, minutes };
}
