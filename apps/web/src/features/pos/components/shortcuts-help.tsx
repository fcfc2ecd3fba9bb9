import { ActionIcon, Group, Kbd, Popover, Stack, Text } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SHORTCUTS = [
  { keys: ['F2', '/'], what: 'search' },
  { keys: ['F4'], what: 'pay' },
  { keys: ['Ctrl', 'Enter'], what: 'complete' },
  { keys: ['+'], what: 'more' },
  { keys: ['−'], what: 'less' },
  { keys: ['Del'], what: 'remove' },
  { keys: ['Esc'], what: 'close' },
  { keys: ['?'], what: 'help' },
] as const;

/** The keyboard shortcuts, behind a keyboard button. */
export function ShortcutsHelp({
  opened,
  onChange,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          size={44}
          variant="default"
          aria-label={t('pos.shortcuts.title')}
          onClick={() => onChange(!opened)}
        >
          <IconKeyboard size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} mb="xs">
          {t('pos.shortcuts.title')}
        </Text>
        <Stack gap={6}>
          {SHORTCUTS.map((s) => (
            <Group key={s.what} justify="space-between" gap="lg" wrap="nowrap">
              <Text size="sm">{t(`pos.shortcuts.${s.what}`)}</Text>
              <Group gap={4} wrap="nowrap" dir="ltr">
                {s.keys.map((k) => (
                  <Kbd key={k}>{k}</Kbd>
                ))}
              </Group>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed" mt="xs" maw={260}>
          {t('pos.shortcuts.scanner')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
