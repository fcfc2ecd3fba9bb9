import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '@/lib/form';
import type { GeneralFormSchema } from './general-values';
import { Section } from './general-sections';

type GeneralForm = SchemaForm<typeof GeneralFormSchema>;

/** Whole minutes (or seconds), typed or stepped; the setting's rule bounds them (the message says how). */
const minutes = { min: 1, allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

/**
 * How the kitchen screens flag waiting tickets, the pickup board, the counter display's paid sale,
 * and the counter till's lock.
 */
export function KitchenSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.sections.kitchen')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('settings.kitchenWarn')}
            description={t('settings.kitchenTimesHint')}
            max={240}
            {...minutes}
            {...form.getInputProps('kitchen_warn_minutes')}
          />
          <NumberInput
            label={t('settings.kitchenLate')}
            description={t('settings.kitchenTimesHint')}
            max={480}
            {...minutes}
            {...form.getInputProps('kitchen_late_minutes')}
          />
          <NumberInput
            label={t('settings.boardClear')}
            max={240}
            {...minutes}
            {...form.getInputProps('board_clear_minutes')}
          />
          <NumberInput
            label={t('settings.displayPaid')}
            description={t('settings.displayPaidHint')}
            max={600}
            {...minutes}
            {...form.getInputProps('display_paid_seconds')}
          />
          <NumberInput
            label={t('settings.posLock')}
            max={240}
            {...minutes}
            {...form.getInputProps('pos_lock_minutes')}
          />
        </SimpleGrid>
        <Switch
          size="md"
          label={t('settings.kitchenBoth')}
          description={t('settings.kitchenBothHint')}
          {...form.getInputProps('kitchen_both_languages', { type: 'checkbox' })}
        />
      </Stack>
    </Section>
  );
}
