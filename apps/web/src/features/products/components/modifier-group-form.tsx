import { Badge, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { ModifierGroup } from '@cashier/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveModifierGroup } from '@/api/save-modifier-group';
import { FormActions } from '@cashier/ui/form-actions';
import { NamePair } from '@cashier/ui/language-inputs';
import { saveOutcome, useSchemaForm } from '@/lib/form';
import { useAppSettings } from '@cashier/web-core/settings';
import { groupFormSchema, groupValues } from './modifier-group-values';
import { ModifierOptionRows } from './modifier-option-rows';

interface ModifierGroupFormProps {
  /** The group to change, or null for a new one offered with `productId`. */
  group: ModifierGroup | null;
  productId: number;
  onSaved: (group: ModifierGroup) => void;
  onCancel: () => void;
}

/** A whole modifier group with its options, saved at once (the API replaces the option list). */
export function ModifierGroupForm({ group, productId, onSaved, onCancel }: ModifierGroupFormProps) {
  const { t } = useTranslation();
  const { currency } = useAppSettings();
  const save = useSaveModifierGroup(group?.id ?? null);
  const schema = useMemo(() => groupFormSchema(currency), [currency]);
  const form = useSchemaForm({ schema, initialValues: groupValues(group, currency) });
  const others = group ? group.productIds.filter((id) => id !== productId).length : 0;
  // A new group starts offered with this product; an edit leaves its products as they are. The
  // server words its field errors in the asker's language, so they go on the fields as they come.
  const submit = form.onSubmit((body) =>
    save.mutate(group ? body : { ...body, productIds: [productId] }, saveOutcome(form, onSaved)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {others > 0 && (
          <Badge variant="light" color="orange" style={{ alignSelf: 'flex-start' }}>
            {t('modifiers.sharedWith', { count: others })}
          </Badge>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NamePair
            labels={{ en: t('modifiers.nameEn'), ar: t('modifiers.nameAr') }}
            en={form.getInputProps('nameEn')}
            ar={form.getInputProps('nameAr')}
            maxLength={120}
          />
          <NumberInput
            label={t('modifiers.minSelect')}
            description={t('modifiers.minHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            max={50}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minSelect')}
          />
          <NumberInput
            label={t('modifiers.maxSelect')}
            min={1}
            max={50}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxSelect')}
          />
        </SimpleGrid>
        <ModifierOptionRows form={form} currency={currency} />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
