import { Alert, Button, Loader, Text } from '@mantine/core';
import type { DiningTable } from '@cashier/contracts';
import { modals } from '@/lib/modals';
import { IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRotateTableToken, useTables } from '../api';
import { QrCard } from '../components/qr-card';
import classes from './tables-menu.module.css';

type WithToken = DiningTable & { qrToken: string };
const hasToken = (table: DiningTable): table is WithToken => typeof table.qrToken === 'string';

/** /admin/tables/tables-menu: every table's QR ordering card, ready to print. */
export function TablesMenuPage() {
  const { t } = useTranslation();
  const tables = useTables();
  const rotate = useRotateTableToken();
  const collator = new Intl.Collator(undefined, { numeric: true });
  const active = (tables.data ?? []).filter((x) => x.active).sort((a, b) => collator.compare(a.name, b.name));
  const cards = active.filter(hasToken);

  const confirmRotate = (table: DiningTable) =>
    modals.openConfirmModal({
      title: t('tables.rotateTitle', { name: table.name }),
      children: <Text size="sm">{t('tables.rotateWarning')}</Text>,
      labels: { confirm: t('tables.rotateConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        rotate.mutate(table.id, {
          onSuccess: () => notifySuccess(t('tables.rotated', { name: table.name })),
          onError: (error) => notifyError(error, t('tables.rotateFailed')),
        }),
    });

  return (
    <div className={classes.sheet}>
      <div className={classes.noPrint}>
        <PageHeader
          title={t('tables.menuTitle')}
          actions={
            <Button
              leftSection={<IconPrinter size={18} />}
              onClick={() => window.print()}
              disabled={!cards.length}
            >
              {t('tables.print')}
            </Button>
          }
        />
        <Text c="dimmed" mb="md">
          {t('tables.menuHint')}
        </Text>
      </div>
      {tables.isPending && <Loader m="xl" />}
      {tables.isError && <QueryError error={tables.error} onRetry={() => void tables.refetch()} />}
      {tables.isSuccess && !active.length && (
        <Text c="dimmed" py="xl" ta="center">
          {t('tables.empty')}
        </Text>
      )}
      {tables.isSuccess && active.length > cards.length && (
        <Alert color="yellow" icon={<IconInfoCircle />} className={classes.noPrint}>
          {t('tables.qrNeedsManage')}
        </Alert>
      )}
      <div className={classes.grid}>
        {cards.map((table) => (
          <QrCard
            key={table.id}
            table={table}
            rotating={rotate.isPending && rotate.variables === table.id}
            onRotate={() => confirmRotate(table)}
          />
        ))}
      </div>
    </div>
  );
}
