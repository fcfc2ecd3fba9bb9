import { Button, Stack } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { useLocalizedPath } from '@/lib/paths';
import { useCan } from '@/lib/can';
import { OrdersList } from '../components/orders-list';

/** /admin/sales/pos: what the tills sold (counter and dine-in, delivery, held), newest first. */
export function PosSalesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const can = useCan();
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('sales.list.posTitle')}
        actions={
          can('orders.create') && (
            <Button component={Link} to={to('/admin/pos')} leftSection={<IconCashRegister size={18} />}>
              {t('sales.list.newSale')}
            </Button>
          )
        }
      />
      <OrdersList
        label={t('sales.list.posTitle')}
        types={['counter', 'dine-in', 'delivery', 'hold']}
        allTypes
      />
    </Stack>
  );
}

/** /admin/sales/online-orders: orders placed on the website. */
export function OnlineOrdersPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('sales.list.onlineTitle')} />
      <OrdersList label={t('sales.list.onlineTitle')} types={['online']} />
    </Stack>
  );
}
