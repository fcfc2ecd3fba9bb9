import {
  choicesComplete,
  chosenModifiers,
  toggleChoice,
  type Choices,
  type PosModifier,
  type PosModifierGroup,
  type PosProduct,
} from '@cashier/sale';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';

interface ModifierDialogProps {
  product: PosProduct | null;
  groups: PosModifierGroup[];
  locale: Locale;
  currency: string;
  onClose: () => void;
  onConfirm: (product: PosProduct, modifiers: PosModifier[]) => void;
}

/** Options of a product, each group between its minimum and maximum choices. */
export function ModifierDialog({
  product,
  groups,
  locale,
  currency,
  onClose,
  onConfirm,
}: ModifierDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Choices>({});
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  const complete = choicesComplete(groups, chosen);

  function toggle(group: PosModifierGroup, id: number) {
    setChosen((c) => toggleChoice(c, group, id));
  }

  function confirm() {
    if (!product) return;
    const modifiers = chosenModifiers(groups, chosen);
    setChosen({});
    onConfirm(product, modifiers);
  }

  return (
    <Modal
      opened={product !== null}
      onClose={() => {
        setChosen({});
        onClose();
      }}
      title={product ? name(product) : ''}
      centered
    >
      <Stack gap="md">
        {groups.map((g) => (
          <ModifierGroupField
            key={g.id}
            group={g}
            picked={chosen[g.id] ?? []}
            locale={locale}
            currency={currency}
            onToggle={(id) => toggle(g, id)}
          />
        ))}
        <Group justify="flex-end">
          <Button size="md" onClick={confirm} disabled={!complete}>
            {t('pos.addToOrder')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ModifierGroupFieldProps {
  group: PosModifierGroup;
  picked: readonly number[];
  locale: Locale;
  currency: string;
  onToggle: (modifierId: number) => void;
}

/** One group's choices, with how many may (or must) be picked. */
function ModifierGroupField({ group: g, picked, locale, currency, onToggle }: ModifierGroupFieldProps) {
  const { t } = useTranslation();
  const name = (x: { nameEn: string; nameAr: string }) => (locale === 'ar' ? x.nameAr : x.nameEn);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={700}>
        {name(g)}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {g.minSelect === 0
          ? t('pos.modifierUpTo', { max: formatNumber(g.maxSelect || g.modifiers.length, locale) })
          : t('pos.modifierRule', {
              min: formatNumber(g.minSelect, locale),
              max: formatNumber(g.maxSelect || g.modifiers.length, locale),
            })}
      </Text>
      <Stack gap={6}>
        {g.modifiers.map((m) => (
          <Checkbox
            key={m.id}
            size="md"
            checked={picked.includes(m.id)}
            disabled={!picked.includes(m.id) && g.maxSelect > 1 && picked.length >= g.maxSelect}
            onChange={() => onToggle(m.id)}
            label={m.price ? `${name(m)} (+${formatPrice(m.price, currency, locale)})` : name(m)}
          />
        ))}
      </Stack>
    </fieldset>
  );
}
