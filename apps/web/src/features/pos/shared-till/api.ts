import type { PinStaff, User } from '@cashier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryRoots } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { meQuery, storeUser } from '@/lib/session';

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

export function usePinStaff() {
  const [remembered] = useState(rememberedStaff);
  return useQuery({ ...pinStaffQuery(), placeholderData: remembered });
}

/**
 * POST /v1/auth/pin: the staff member takes the till. The server closes the previous session and
 * sets the new cookie; everything read as the previous user is read again as this one.
 */
export function usePinSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; pin: string }) => api('POST /v1/auth/pin', { body }),
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
