import type { PinStaff, User } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryRoots } from '@cashier/web-core/query-keys';
import { api } from '@cashier/web-core/api-client';
import { clearStoredUser, meQuery, storeUser } from '@cashier/web-core/session';

const STAFF_KEY = 'till.staff';

/** The lock screen's staff as last read, so it still shows them if the session behind it has ended. */
function rememberedStaff(): PinStaff[] | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STAFF_KEY) ?? 'null');
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter((s: unknown): s is PinStaff => {
      const one = s as Partial<Record<keyof PinStaff, unknown>> | null;
      return typeof one?.id === 'number' && typeof one.name === 'string';
    });
  } catch {
    return undefined;
  }
}

/**
 * GET /v1/auth/pin-staff: who can unlock the till. Under `users`, so a user added or given a PIN
 * shows up. A 401 is not "the session ended" here: the PIN sign-in itself needs no session.
 */
export const pinStaffQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.users, 'pin-staff'],
    queryFn: async ({ signal }): Promise<PinStaff[]> => {
      const { staff } = await api('GET /v1/auth/pin-staff', { signal });
      localStorage.setItem(STAFF_KEY, JSON.stringify(staff));
      return staff;
    },
    meta: { handlesError: true, authCall: true },
    retry: false,
  });

/**
 * The staff on the lock screen: as last read on this device. The lock screen never reads them
 * itself, as it has no session; `endTillSession` reads them just before it closes one.
 */
export function usePinStaff() {
  const [remembered] = useState(rememberedStaff);
  return useQuery({ ...pinStaffQuery(), placeholderData: remembered, enabled: false });
}

/** What outlives a till's session: the settings (read signed out too) and the lock screen's staff. */
const kept = (key: readonly unknown[]) =>
  key.join('/') === pinStaffQuery().queryKey.join('/') || key[0] === queryRoots.settings[0];

/** The session being closed: a PIN sign-in waits for it, or the logout would close the new one. */
let ending: Promise<void> = Promise.resolve();

/**
 * Locks the device for real: reads the staff list while it still may (a second at most), then
 * POST /v1/auth/logout closes the session, and nothing read with it stays in memory, so neither
 * Back nor a typed /admin URL finds the last staff member signed in.
 */
export function endTillSession(client: QueryClient): Promise<void> {
  ending = closeSession(client);
  return ending;
}

async function closeSession(client: QueryClient): Promise<void> {
  const staff = client.fetchQuery({ ...pinStaffQuery(), staleTime: 0 }).catch(() => undefined);
  await Promise.race([staff, new Promise((done) => setTimeout(done, 1000))]);
  // Already closed (a 401) is what we want; unreachable leaves the cookie, nothing else we can do.
  await api('POST /v1/auth/logout').catch(() => undefined);
  clearStoredUser();
  client.removeQueries({ predicate: (q) => !kept(q.queryKey) });
}

/**
 * POST /v1/auth/pin: the staff member takes the till. The server closes the previous session and
 * sets the new cookie; everything read as the previous user is read again as this one.
 */
export function usePinSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { userId: number; pin: string }) => {
      await ending;
      return api('POST /v1/auth/pin', { body });
    },
    meta: { handlesError: true, authCall: true },
    onSuccess: async ({ user: [user] }) => {
      if (!user) return;
      storeUser(user);
      client.setQueryData<User>(meQuery().queryKey, user);
      // Everything but the user just set: the till's reads are made again with the new session.
      await client.invalidateQueries({
        predicate: (q) => q.queryKey.join('/') !== meQuery().queryKey.join('/'),
      });
    },
  });
}
