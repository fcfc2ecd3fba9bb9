import { SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { Category, Product, Station } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@cashier/ui/form-actions';
import { LanguageTextarea, NamePair } from '@cashier/ui/language-inputs';
import { MoneyInput } from '@cashier/ui/money-input';
import { PictureInput } from '@/components/picture-input';
import { SortOrderInput } from '@cashier/ui/sort-order-input';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { moneyExample } from '@/lib/form-schema';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { useSaveProduct } from '../api';
import { CategorySelect } from './category-select';
import { KitchenFields } from './kitchen-fields';
import { initialValues, productFormSchema } from './product-values';

interface ProductFormProps {
  product: Product | null;
  categories: Category[];
  stations: Station[];
  /** Preselected category when creating. */
  categoryId: string;
  onSaved: () => void;
}

export function ProductForm({ product, categories, stations, categoryId, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { currency } = useAppSettings();
  const save = useSaveProduct(product?.id ?? null);
  const schema = useMemo(() => productFormSchema(currency), [currency]);
  const form = useSchemaForm({
    schema,
    initialValues: initialValues(product, currency, categoryId),
    messages: {
      categoryId: { required: t('products.chooseCategory') },
      prepMinutes: t('menuKitchen.prepBetween'),
    },
  });

  const submit = form.onSubmit((body) => save.mutate(body, saveOutcome(form, onSaved)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CategorySelect
          label={t('products.category')}
          categories={categories}
          emptyLabel={t('products.chooseCategory')}
          required
          {...form.getInputProps('categoryId')}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <NamePair
            labels={{ en: t('products.nameEn'), ar: t('products.nameAr') }}
            en={form.getInputProps('nameEn')}
            ar={form.getInputProps('nameAr')}
            maxLength={160}
          />
          <LanguageTextarea
            language="en"
            label={t('products.descriptionEn')}
            autosize
            minRows={2}
            {...form.getInputProps('descriptionEn')}
          />
          <LanguageTextarea
            language="ar"
            label={t('products.descriptionAr')}
            autosize
            minRows={2}
            {...form.getInputProps('descriptionAr')}
          />
        </SimpleGrid>
        <MoneyInput
          currency={currency}
          label={t('products.priceIn', { currency })}
          description={t('products.priceHint', { example: moneyExample(currency) })}
          maw={240}
          required
          {...form.getInputProps('price')}
        />
        <PictureInput label={t('products.picture')} {...form.getInputProps('image')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('products.sku')} dir="ltr" maxLength={64} {...form.getInputProps('sku')} />
          <TextInput
            label={t('products.barcode')}
            dir="ltr"
            maxLength={64}
            {...form.getInputProps('barcode')}
          />
          <SortOrderInput max={1_000_000} {...form.getInputProps('sortOrder')} />
        </SimpleGrid>
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Title order={3} size="h5" mt="sm">
          {t('menuKitchen.section')}
        </Title>
        <KitchenFields form={form} categories={categories} stations={stations} />
        <FormActions saving={save.isPending} cancelTo={to('/admin/products')} />
      </Stack>
    </form>
  );
}
