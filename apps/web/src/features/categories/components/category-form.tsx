import { NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import type { Category, CategoryInput } from '@cashier/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureInput } from '@/components/picture-input';
import { fieldErrors } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useLocalizedPath } from '@/lib/paths';
import { useSaveCategory } from '../api';
import { FormActions } from '@/components/form-actions';

interface CategoryFormProps {
  category: Category | null;
  onSaved: () => void;
}

export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const save = useSaveCategory(category?.id ?? null);
  const [nameEn, setNameEn] = useState(category?.nameEn ?? '');
  const [nameAr, setNameAr] = useState(category?.nameAr ?? '');
  const [image, setImage] = useState(category?.image ?? null);
  const [sortOrder, setSortOrder] = useState<number | string>(category?.sortOrder ?? 0);
  const [active, setActive] = useState(category?.active ?? true);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(save.error), ...missing };

  function submit(event: FormEvent) {
    event.preventDefault();
    const required: Record<string, string> = {};
    if (!nameEn.trim()) required.nameEn = t('common.required');
    if (!nameAr.trim()) required.nameAr = t('common.required');
    setMissing(required);
    if (Object.keys(required).length) return;
    const body: CategoryInput = {
      nameEn: nameEn.trim(),
      nameAr: nameAr.trim(),
      image,
      sortOrder: typeof sortOrder === 'number' ? sortOrder : 0,
      active,
    };
    save.mutate(body, { onSuccess: onSaved, onError: (e) => notifyError(e, t('common.saveFailed')) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('categories.nameEn')}
          lang="en"
          dir="ltr"
          value={nameEn}
          onChange={(e) => setNameEn(e.currentTarget.value)}
          error={errors.nameEn}
          maxLength={120}
          required
        />
        <TextInput
          label={t('categories.nameAr')}
          lang="ar"
          dir="rtl"
          value={nameAr}
          onChange={(e) => setNameAr(e.currentTarget.value)}
          error={errors.nameAr}
          maxLength={120}
          required
        />
        <PictureInput
          label={t('categories.picture')}
          value={image}
          onChange={setImage}
          error={errors.image}
        />
        <NumberInput
          label={t('common.sortOrder')}
          description={t('common.sortOrderHint')}
          value={sortOrder}
          onChange={setSortOrder}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          error={errors.sortOrder}
          maw={200}
        />
        <Switch
          label={t('common.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          error={errors.active}
        />
        <FormActions saving={save.isPending} cancelTo={to('/admin/categories')} />
      </Stack>
    </form>
  );
}
