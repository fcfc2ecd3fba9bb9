import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StationSelect } from '@cashier/ui/station-select';
import { useStations } from '../api';
import { printsTickets, type PrinterFormState } from './printer-form-schema';

/**
 * What the printer's kind asks for: the station whose tickets a kitchen or bar printer prints,
 * or whether a receipt printer prints on payment and opens the cash drawer.
 */
export function KindFields({ form }: { form: PrinterFormState }) {
  const { t } = useTranslation();
  const { kind } = form.values;
  const stations = useStations();
  if (printsTickets(kind)) {
    return (
      <StationSelect
        label={t('printers.station')}
        description={t('printers.stationHint')}
        stations={stations.data ?? []}
        emptyLabel={t('printers.everyStation')}
        size="md"
        {...form.getInputProps('stationId')}
      />
    );
  }
  if (kind !== 'receipt') return null;
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label={t('printers.autoReceipt')}
        description={t('printers.autoReceiptHint')}
        {...form.getInputProps('autoReceipt', { type: 'checkbox' })}
      />
      <Switch
        size="md"
        label={t('printers.cashDrawer')}
        description={t('printers.cashDrawerHint')}
        {...form.getInputProps('cashDrawer', { type: 'checkbox' })}
      />
    </Stack>
  );
}
