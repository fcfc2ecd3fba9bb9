import { can } from '@cashier/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderQuery } from '@/api/order';
import { formatNumber } from '@cashier/web-core/format';
import { currentLocale, i18n } from './i18n';
import { subscribeToTopic, type RealtimeEventOf } from '@cashier/web-core/realtime';
import { useCurrentUser } from '@cashier/web-core/session';

/**
 * Jobs already told of, for the whole tab: the back office and the full-screen till each listen
 * while they are open, and a job must not be announced again when one gives way to the other.
 */
const told = new Set<number>();

/**
 * Tells the staff on this screen, until they close it, that a kitchen ticket has not printed within
 * 30 seconds (`print.late`: the printer is off, out of paper or unplugged, and the kitchen may not
 * know of the order). Once per job, in the screen's language, naming the order when it can be read.
 * Used by every signed-in layout whose staff may view orders (the stream sends it only to them).
 */
export function usePrintLateAlerts(): void {
  const client = useQueryClient();
  // Not useCan (lib/staff): the shell must not pull in the role names' strings.
  const allowed = can(useCurrentUser()?.permissions ?? null, 'orders.view');
  useEffect(() => {
    if (!allowed) return;
    return subscribeToTopic('print.late', (event) => void alertLate(client, event));
  }, [client, allowed]);
}

async function alertLate(client: QueryClient, { data }: RealtimeEventOf<'print.late'>): Promise<void> {
  const job = data.id;
  if (told.has(job)) return;
  told.add(job);
  const number = data.orderId === null ? null : await ticketNumber(client, data.orderId);
  notifications.show({
    id: `print-late-${job}`,
    color: 'orange',
    autoClose: false,
    title: i18n.t('printAlerts.lateTitle'),
    message:
      number === null
        ? i18n.t('printAlerts.late')
        : i18n.t('printAlerts.lateOrder', { number: formatNumber(number, currentLocale()) }),
  });
}

/** The order's ticket number (what the kitchen and the till call it); null when it cannot be read. */
async function ticketNumber(client: QueryClient, orderId: number): Promise<number | null> {
  try {
    return (await client.fetchQuery({ ...orderQuery(orderId), meta: { handlesError: true } })).ticketNumber;
  } catch {
    // The alert matters more than the number: it goes out worded without it.
    return null;
  }
}
