import { Stack, Switch } from '@mantine/core';
import { StationInput, type Station } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { NamePair } from '@cashier/ui/language-inputs';
import { SortOrderInput } from '@cashier/ui/sort-order-input';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { numberField } from '@/lib/form-schema';
import { useLocalizedPath } from '@/lib/paths';
import { serverFieldErrors } from '@/lib/server-errors';
import { useSaveStation } from '../api';

/** The station body, with the sort order as its NumberInput holds it. */
const StationFormSchema = StationInput.extend({ sortOrder: numberField(StationInput.shape.sortOrder) });

interface StationFormProps {
  station: Station | null;
  onSaved: () => void;
}

export function StationForm({ station, onSaved }: StationFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveStation(station?.id ?? null);
  const form = useSchemaForm({
    schema: StationFormSchema,
    initialValues: {
      nameEn: station?.nameEn ?? '',
      nameAr: station?.nameAr ?? '',
      sortOrder: station?.sortOrder ?? 0,
      active: station?.active ?? true,
    },
  });

  const taken = { 409: { nameEn: 'stations.nameTaken', nameAr: 'stations.nameTaken' } } as const;
  const submit = form.onSubmit((body) =>
    save.mutate(
      body,
      saveOutcome(form, onSaved, (e) => serverFieldErrors(e, t, taken)),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <NamePair
          labels={{ en: t('stations.nameEn'), ar: t('stations.nameAr') }}
          en={form.getInputProps('nameEn')}
          ar={form.getInputProps('nameAr')}
          maxLength={60}
        />
        <SortOrderInput withHint max={1_000_000} maw={200} {...form.getInputProps('sortOrder')} />
        <Switch
          label={t('common.active')}
          description={t('stations.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/stations')} />
      </Stack>
    </form>
  );
}
