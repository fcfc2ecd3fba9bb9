import { ORDER_KINDS, type OrderKind } from '@cashier/contracts';
import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

/**
 * The kinds of order a kitchen sees, counter and dine-in apart (a held order is parked at the
 * till, never sent).
 */
export const KITCHEN_TYPES = ORDER_KINDS.filter((t) => t !== 'hold');
export type TypeFilter = OrderKind | 'all';

const isType = (v: string): v is OrderKind => (KITCHEN_TYPES as readonly string[]).includes(v);

/**
 * What this device shows, remembered on it: one station (or every station, the expo view) and
 * an order type (or all). Each kitchen screen is set up once and stays so.
 */
export function useKitchenPrefs() {
  const [station, setStation] = useLocalStorage<string>({
    key: 'cashier-kitchen-station',
    defaultValue: 'all',
    getInitialValueInEffect: false,
  });
  const [type, setType] = useLocalStorage<string>({
    key: 'cashier-kitchen-type',
    defaultValue: 'all',
    getInitialValueInEffect: false,
  });
  const stationId = /^\d+$/.test(station) ? Number(station) : null;
  // Stable, so the memoized toolbar is not repainted by every ticket.
  const setStationId = useCallback(
    (id: number | null) => setStation(id === null ? 'all' : String(id)),
    [setStation],
  );
  const setTypeFilter = useCallback((value: TypeFilter) => setType(value), [setType]);
  return { stationId, setStationId, type: isType(type) ? type : ('all' as const), setType: setTypeFilter };
}
