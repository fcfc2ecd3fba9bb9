import {
  Button,
  Drawer,
  SegmentedControl,
  Stack,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/lib/i18n';
import { LAYOUT_OPTIONS, useLayoutSettings, type LayoutSettings } from '@/lib/layout-settings';

function Choice<V extends string>({
  label,
  value,
  values,
  onChange,
  labelOf,
}: {
  label: string;
  value: V;
  values: readonly V[];
  onChange: (value: V) => void;
  labelOf: (value: V) => string;
}) {
  const id = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        value={value}
        onChange={(next) => onChange(next)}
        data={values.map((v) => ({ value: v, label: labelOf(v) }))}
        name={id}
      />
    </Stack>
  );
}

const SECTIONS: { key: keyof LayoutSettings; label: TranslationKey }[] = [
  { key: 'sidebarColor', label: 'customizer.sidebarColor' },
  { key: 'sidebarSize', label: 'customizer.sidebarSize' },
  { key: 'width', label: 'customizer.width' },
  { key: 'menuPosition', label: 'customizer.menuPosition' },
  { key: 'topbarColor', label: 'customizer.topbarColor' },
];

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** The customizer's drawer: layout and colour scheme, remembered in this browser. Its own chunk. */
export function CustomizerDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, reset } = useLayoutSettings();
  const { colorScheme, setColorScheme, clearColorScheme } = useMantineColorScheme();
  return (
    /* Mantine puts "right" on the inline end, so the drawer opens from the left in Arabic. */
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={t('customizer.title')}
      closeButtonProps={{ 'aria-label': t('customizer.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('customizer.hint')}
        </Text>
        <Choice
          label={t('customizer.colorScheme')}
          value={colorScheme}
          values={SCHEMES}
          onChange={setColorScheme}
          labelOf={(v) => t(`customizer.scheme.${v}`)}
        />
        {SECTIONS.map(({ key, label }) => (
          <Choice
            key={key}
            label={t(label)}
            value={settings[key]}
            values={LAYOUT_OPTIONS[key]}
            onChange={(value) => update({ [key]: value })}
            labelOf={(v) => t(`customizer.${key}Options.${v}` as TranslationKey)}
          />
        ))}
        <Button
          variant="light"
          color="gray"
          leftSection={<IconRefresh size={18} />}
          onClick={() => {
            reset();
            clearColorScheme();
          }}
        >
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
