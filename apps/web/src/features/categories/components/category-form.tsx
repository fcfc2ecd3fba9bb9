import { Stack, Switch } from '@mantine/core';
import { CategoryInput, type Category, type Station } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { NamePair } from '@cashier/ui/language-inputs';
import { PictureInput } from '@/components/picture-input';
import { SortOrderInput } from '@cashier/ui/sort-order-input';
import { StationSelect } from '@cashier/ui/station-select';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { numberField } from '@/lib/form-schema';
import { useLocalizedPath } from '@/lib/paths';
import { useSaveCategory } from '../api';

/** The category body, with the sort order and the station as their inputs hold them. */
const CategoryFormSchema = CategoryInput.extend({
  sortOrder: numberField(CategoryInput.shape.sortOrder),
  stationId: numberField(CategoryInput.shape.stationId),
});

interface CategoryFormProps {
  category: Category | null;
  stations: Station[];
  onSaved: () => void;
}

export function CategoryForm({ category, stations, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveCategory(category?.id ?? null);
  const form = useSchemaForm({
    schema: CategoryFormSchema,
    initialValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      image: category?.image ?? null,
      sortOrder: category?.sortOrder ?? 0,
      active: category?.active ?? true,
      stationId: category?.stationId ? String(category.stationId) : '',
    },
  });

  const submit = form.onSubmit((body) => save.mutate(body, saveOutcome(form, onSaved)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <NamePair
          labels={{ en: t('categories.nameEn'), ar: t('categories.nameAr') }}
          en={form.getInputProps('nameEn')}
          ar={form.getInputProps('nameAr')}
          maxLength={120}
        />
        <PictureInput label={t('categories.picture')} {...form.getInputProps('image')} />
        <StationSelect
          label={t('menuKitchen.station')}
          description={t('menuKitchen.categoryStationHint')}
          stations={stations}
          emptyLabel={t('menuKitchen.noStation')}
          maw={360}
          {...form.getInputProps('stationId')}
        />
        <SortOrderInput withHint max={1_000_000} maw={200} {...form.getInputProps('sortOrder')} />
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions saving={save.isPending} cancelTo={to('/admin/categories')} />
      </Stack>
    </form>
  );
}
