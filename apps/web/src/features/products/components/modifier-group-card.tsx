import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ModifierGroup } from '@cashier/contracts';
import { IconPencil, IconTrash, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';

interface ModifierGroupCardProps {
  group: ModifierGroup;
  onEdit: () => void;
  onRemove: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One group the product offers: how many to choose, its options with their prices, and its actions. */
export function ModifierGroupCard({ group, onEdit, onRemove, onDelete, busy }: ModifierGroupCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  const name = locale === 'ar' ? group.nameAr : group.nameEn;
  const { minSelect: min, maxSelect: max } = group;
  const rule =
    min === 0
      ? t('modifiers.pickUpTo', { max })
      : min === max
        ? t('modifiers.pickExactly', { count: min })
        : t('modifiers.pick', { min, max });
  const options = group.modifiers.map((m) => {
    const label = `${locale === 'ar' ? m.nameAr : m.nameEn}${m.price ? ` +${formatPrice(m.price, currency, locale)}` : ''}`;
    return m.active ? label : `${label} (${t('modifiers.inactive')})`;
  });

  return (
    <Paper withBorder radius="md" p="md" data-testid="modifier-group">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={min > 0 ? 'red' : 'gray'}>
            {min > 0 ? t('modifiers.required') : t('modifiers.optional')}
          </Badge>
          <Text size="sm" c="dimmed">
            {rule} · {t('modifiers.optionCount', { count: group.modifiers.length })}
          </Text>
        </Group>
        <Text size="sm">{options.join(locale === 'ar' ? '، ' : ', ')}</Text>
        <Group gap="xs" mt={4}>
          <Button size="sm" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {t('modifiers.edit')}
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconUnlink size={14} />}
            onClick={onRemove}
            disabled={busy}
          >
            {t('modifiers.remove')}
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            disabled={busy}
          >
            {t('modifiers.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
