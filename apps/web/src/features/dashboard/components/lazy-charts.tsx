import { Skeleton } from '@mantine/core';
import type { DashboardResponse } from '@cashier/contracts';
import { lazy, Suspense } from 'react';

// The charts library is the heaviest thing the dashboard needs (about 120 KB gzip): its chunk is
// fetched once the day's figures are on screen, not before the first screen after sign-in.
const SalesByHour = lazy(() =>
  import('./sales-by-hour-chart').then((m) => ({ default: m.SalesByHourChart })),
);
const OrdersByType = lazy(() =>
  import('./orders-by-type-chart').then((m) => ({ default: m.OrdersByTypeChart })),
);

export function SalesByHourChart({ data }: { data: DashboardResponse }) {
  return (
    <Suspense fallback={<Skeleton h={340} radius="md" />}>
      <SalesByHour data={data} />
    </Suspense>
  );
}

export function OrdersByTypeChart({ data }: { data: DashboardResponse }) {
  return (
    <Suspense fallback={<Skeleton h={260} radius="md" />}>
      <OrdersByType data={data} />
    </Suspense>
  );
}
