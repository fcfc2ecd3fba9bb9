import { useNavigate, useParams } from 'react-router';
import { useLocalizedPath } from '@/lib/paths';
import { useTillDevice } from './till-device';

export type TillRoute = ReturnType<typeof useTillRoute>;

/** A number in the address (an order or a table id), or null when there is none or it is not one. */
export function parseId(param: string | null | undefined): number | null {
  if (!param || !/^\d{1,12}$/.test(param)) return null;
  return Number(param);
}

/** The order the till continues (/admin/pos/{order}), and the ways to another. */
export function useTillRoute() {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const orderId = parseId(useParams().order);
  const { base } = useTillDevice();
  return {
    orderId,
    /** Back to /admin/pos (or the shared till's own address) for a new order, from a continued one. */
    leave: () => {
      if (orderId !== null) void navigate(to(base));
    },
    /** Continues an order at the till. */
    open: (id: number) => {
      if (orderId !== id) void navigate(to(`${base}/${id}`));
    },
  };
}
