import type { User } from '@cashier/contracts';
import { useIdle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/paths';
import { claimUnauthenticated } from '@/lib/query-client';
import { closeEventStream } from '@cashier/web-core/realtime';
import { useAppSettings } from '@cashier/web-core/settings';
import { endTillSession } from './api';
import { readCart } from './stored-carts';

export const TILL_PATH = '/admin/screens/pos';

/**
 * Whether the shared till is locked, and the ways in and out. It opens locked (a reload never
 * hands the till to whoever used it last), locks itself after `pos_lock_minutes` without a touch,
 * and an unlock goes first to the order the staff member left open, so their cart finds its order.
 * Locked, the device holds no session: opening the till with one, locking and a 401 all close it.
 */
export function useTillLock(signedIn: boolean) {
  const [locked, setLocked] = useState(true);
  const client = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const minutes = useAppSettings().parsed.posLockMinutes;
  const idle = useIdle(minutes * 60_000, { initialState: false });
  // Whether this device may still hold a session to close: set by an unlock, cleared by a lock.
  const session = useRef(signedIn);

  // Whenever locked: the stream closes at once (its usual grace second could carry it over to the
  // next staff member) and the session, if there is one, is closed.
  const seal = useCallback(() => {
    closeEventStream();
    if (!session.current) return;
    session.current = false;
    void endTillSession(client);
  }, [client]);
  const lock = useCallback(() => {
    seal();
    setLocked(true);
  }, [seal]);

  useEffect(() => {
    if (locked) seal();
  }, [locked, seal]);
  useEffect(() => claimUnauthenticated(lock), [lock]);
  // Going idle locks once; the next touch (on the lock screen) does not unlock it again.
  const [wasIdle, setWasIdle] = useState(idle);
  if (idle !== wasIdle) {
    setWasIdle(idle);
    if (idle) setLocked(true);
  }

  const unlock = useCallback(
    async (user: User) => {
      session.current = true;
      const orderId = readCart(user.id)?.order?.id;
      await navigate(to(orderId ? `${TILL_PATH}/${orderId}` : TILL_PATH), { replace: true });
      setLocked(false);
    },
    [navigate, to],
  );
  return { locked, lock, unlock, minutes };
}
