import { Badge, Text } from '@mantine/core';
import type { Customer } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type ServerPaging } from '@cashier/ui/data-table';
import { RowActions } from '@cashier/ui/row-actions';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';

interface CustomersTableProps {
  /** One page of customers, as the server sorted it (by the columns' keys). */
  customers: Customer[];
  onDelete: (customer: Customer) => void;
  paging: ServerPaging;
}

/** Phone numbers and e-mail addresses read left to right in Arabic too. */
function Ltr({ value }: { value: string | null }) {
  return value ? (
    <Text size="sm" dir="ltr" span style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" span>
      —
    </Text>
  );
}

function Subscriber({ yes }: { yes: boolean }) {
  const { t } = useTranslation();
  return yes ? (
    <Badge variant="light" color="grape">
      {t('customers.subscriberYes')}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed" span>
      {t('customers.subscriberNo')}
    </Text>
  );
}

/** A positive balance is money the customer owes: it must stand out. */
function Balance({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  return (
    <Text
      size="sm"
      span
      fw={balance > 0 ? 700 : undefined}
      c={balance > 0 ? 'red.7' : balance < 0 ? 'teal.7' : undefined}
      title={balance > 0 ? t('customers.owes') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatPrice(balance, currency, locale)}
    </Text>
  );
}

export function CustomersTable({ customers, onDelete, paging }: CustomersTableProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();

  const columns: Column<Customer>[] = [
    {
      key: 'name',
      header: t('customers.name'),
      sortable: true,
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.name}
        </Text>
      ),
    },
    {
      key: 'phone',
      header: t('customers.phone'),
      sortable: true,
      render: (c) => <Ltr value={c.phone} />,
    },
    {
      key: 'email',
      header: t('customers.email'),
      sortable: true,
      render: (c) => <Ltr value={c.email} />,
    },
    {
      key: 'subscriber',
      header: t('customers.subscriber'),
      sortable: true,
      render: (c) => <Subscriber yes={c.subscriber} />,
    },
    {
      key: 'status',
      header: t('common.status'),
      sortable: true,
      render: (c) => (
        <Badge variant="light" color={c.status === 'active' ? 'teal' : 'red'}>
          {t(`customers.statuses.${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'balance',
      header: t('customers.balance'),
      align: 'end',
      sortable: true,
      render: (c) => <Balance balance={c.balance} />,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (c) => (
        <RowActions name={c.name} editTo={to(`/admin/customers/edit/${c.id}`)} onDelete={() => onDelete(c)} />
      ),
    },
  ];

  return <DataTable rows={customers} columns={columns} rowKey={(c) => c.id} minWidth={860} server={paging} />;
}
