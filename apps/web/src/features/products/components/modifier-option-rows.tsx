import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageTextInput } from '@cashier/ui/language-inputs';
import { MoneyInput } from '@cashier/ui/money-input';
import type { SchemaForm } from '@/lib/form';
import { newOption, type groupFormSchema } from './modifier-group-values';

interface OptionRowsProps {
  form: SchemaForm<ReturnType<typeof groupFormSchema>>;
  currency: string;
}

/**
 * A group's options, each with both names and the price it adds. An option already sold stays
 * on the server when removed here (deactivated), so past orders keep naming it.
 */
export function ModifierOptionRows({ form, currency }: OptionRowsProps) {
  const { t } = useTranslation();
  const { modifiers } = form.values;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('modifiers.options')}
      </Text>
      {(form.errors.modifiers ?? modifiers.length === 0) && (
        <Text c={form.errors.modifiers ? 'red' : 'dimmed'} size="sm">
          {form.errors.modifiers ?? t('modifiers.noOptions')}
        </Text>
      )}
      {modifiers.map((option, i) => (
        <Paper key={option.id ?? `new-${i}`} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }} spacing="xs">
              <LanguageTextInput
                language="en"
                label={t('modifiers.optionNameEn')}
                maxLength={120}
                required
                {...form.getInputProps(`modifiers.${i}.nameEn`)}
              />
              <LanguageTextInput
                language="ar"
                label={t('modifiers.optionNameAr')}
                maxLength={120}
                required
                {...form.getInputProps(`modifiers.${i}.nameAr`)}
              />
              <MoneyInput
                currency={currency}
                label={t('modifiers.optionPrice', { currency })}
                placeholder="0"
                {...form.getInputProps(`modifiers.${i}.price`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="xl"
              mt={22}
              aria-label={t('modifiers.removeOption', { n: i + 1 })}
              onClick={() => form.removeListItem('modifiers', i)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
          {option.id !== undefined && (
            <Switch
              mt="xs"
              label={t('modifiers.optionActive')}
              {...form.getInputProps(`modifiers.${i}.active`, { type: 'checkbox' })}
            />
          )}
          {form.errors[`modifiers.${i}.id`] && (
            <Text c="red" size="sm" mt={4}>
              {form.errors[`modifiers.${i}.id`]}
            </Text>
          )}
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('modifiers', newOption())}
          disabled={modifiers.length >= 100}
        >
          {t('modifiers.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
