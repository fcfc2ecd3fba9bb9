import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDeviceDesktop, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './customer-screens.module.css';

export type ScreenMode = 'counter' | 'board';

/** The first visit on a device: what this screen is for. */
export function ModeChooser({ onChoose }: { onChoose: (mode: ScreenMode) => void }) {
  const { t } = useTranslation();
  const choices = [
    {
      mode: 'counter',
      icon: IconDeviceDesktop,
      title: t('screens.counterMode'),
      hint: t('screens.counterModeHint'),
    },
    { mode: 'board', icon: IconListNumbers, title: t('screens.boardMode'), hint: t('screens.boardModeHint') },
  ] as const;
  return (
    <Stack align="center" gap="lg" py={48} px="md">
      <Title order={1} ta="center">
        {t('screens.chooseTitle')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('screens.chooseHint')}
      </Text>
      <div className={classes.choices}>
        {choices.map(({ mode, icon: Icon, title, hint }) => (
          <UnstyledButton key={mode} className={classes.choice} onClick={() => onChoose(mode)}>
            <Icon size={48} stroke={1.5} aria-hidden />
            <Text fw={700} fz={22}>
              {title}
            </Text>
            <Text c="dimmed">{hint}</Text>
          </UnstyledButton>
        ))}
      </div>
    </Stack>
  );
}
