import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { useCustomer } from '../api';
import { CustomerForm } from '../components/customer-form';

/** /admin/customers/create and /admin/customers/edit/:id. */
export function CustomerFormPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const customer = useCustomer(id);

  if (id !== null && !Number.isInteger(id)) return <NotFoundView />;
  if (id !== null && customer.isPending) return <Loader m="xl" />;
  if (id !== null && customer.isError)
    return <QueryError error={customer.error} onRetry={() => void customer.refetch()} />;
  if (id !== null && !customer.data) return <NotFoundView />;

  const existing = customer.data ?? null;
  const onSaved = () => {
    notifySuccess(t('customers.saved'));
    void navigate(to('/admin/customers'));
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={existing ? t('customers.editTitle', { name: existing.name }) : t('customers.createTitle')}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={960}>
        {existing && existing.balance !== 0 && (
          // Kept by orders and payments, so shown here but never edited.
          <Text mb="md" fw={600} c={existing.balance > 0 ? 'red.7' : 'teal.7'}>
            {t('customers.balanceOnAccount', { amount: formatPrice(existing.balance, currency, locale) })}
          </Text>
        )}
        <CustomerForm key={existing?.id ?? 'new'} customer={existing} onSaved={onSaved} />
      </Paper>
    </Stack>
  );
}
