import { NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { Category, Product } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureInput } from '@/components/picture-input';
import { fieldErrors } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import { useSaveProduct } from '../api';
import { CategorySelect } from './category-select';
import { priceExample } from './price';
import { initialValues, toProductInput, type ProductValues } from './product-values';
import { FormActions } from '@/components/form-actions';

interface ProductFormProps {
  product: Product | null;
  categories: Category[];
  /** Preselected category when creating. */
  categoryId: string;
  onSaved: () => void;
}

export function ProductForm({ product, categories, categoryId, onSaved }: ProductFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { currency } = useAppSettings();
  const save = useSaveProduct(product?.id ?? null);
  const [values, setValues] = useState(() => initialValues(product, currency, categoryId));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(save.error), ...problems };
  const set =
    <K extends keyof ProductValues>(key: K) =>
    (value: ProductValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr' | 'price' | 'sku' | 'barcode',
  ) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = toProductInput(values, currency, t);
    setProblems('problems' in result ? result.problems : {});
    if ('body' in result) {
      save.mutate(result.body, {
        onSuccess: onSaved,
        onError: (e) => notifyError(e, t('common.saveFailed')),
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CategorySelect
          label={t('products.category')}
          categories={categories}
          value={values.categoryId}
          onChange={set('categoryId')}
          emptyLabel={t('products.chooseCategory')}
          error={errors.categoryId}
          required
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('products.nameEn')}
            lang="en"
            dir="ltr"
            maxLength={160}
            required
            {...text('nameEn')}
          />
          <TextInput
            label={t('products.nameAr')}
            lang="ar"
            dir="rtl"
            maxLength={160}
            required
            {...text('nameAr')}
          />
          <Textarea
            label={t('products.descriptionEn')}
            lang="en"
            dir="ltr"
            autosize
            minRows={2}
            {...text('descriptionEn')}
          />
          <Textarea
            label={t('products.descriptionAr')}
            lang="ar"
            dir="rtl"
            autosize
            minRows={2}
            {...text('descriptionAr')}
          />
        </SimpleGrid>
        <TextInput
          label={t('products.priceIn', { currency })}
          description={t('products.priceHint', { example: priceExample(currency) })}
          inputMode="decimal"
          dir="ltr"
          maw={240}
          required
          {...text('price')}
        />
        <PictureInput
          label={t('products.picture')}
          value={values.image}
          onChange={set('image')}
          error={errors.image}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('products.sku')} dir="ltr" maxLength={64} {...text('sku')} />
          <TextInput label={t('products.barcode')} dir="ltr" maxLength={64} {...text('barcode')} />
          <NumberInput
            label={t('common.sortOrder')}
            value={values.sortOrder}
            onChange={set('sortOrder')}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            allowNegative={false}
            error={errors.sortOrder}
          />
        </SimpleGrid>
        <Switch
          label={t('common.active')}
          checked={values.active}
          onChange={(e) => set('active')(e.currentTarget.checked)}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/products')} />
      </Stack>
    </form>
  );
}
