import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useFullscreenDocument, useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconMaximize, IconMinimize, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@cashier/ui/brand';
import classes from './customer-screens.module.css';

interface ScreenFrameProps {
  /** Beside the brand: the pairing code, the sound button. */
  extra?: ReactNode;
  offline: boolean;
  /** The signed-in user may not see the screens (screens.view): say so instead of the screen. */
  forbidden?: boolean;
  onChangeMode: () => void;
  children: ReactNode;
}

/**
 * The whole window for a guests' screen: the restaurant's brand, what the screen needs beside it,
 * a notice while the connection is lost, and (quietly, for staff) full screen and the mode.
 */
export function ScreenFrame({ extra, offline, forbidden = false, onChangeMode, children }: ScreenFrameProps) {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  // A narrow screen keeps the logo's mark and leaves the room to the code and the buttons.
  const narrow = useMediaQuery('(max-width: 36em)');
  const fullLabel = t(fullscreen ? 'screens.exitFullScreen' : 'screens.fullScreen');
  return (
    <div className={classes.frame}>
      <header className={classes.bar}>
        <Brand showName={!narrow} />
        <Group gap="sm" wrap="nowrap">
          {extra}
          <Tooltip label={fullLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={fullLabel}
              onClick={() => void toggle()}
            >
              {fullscreen ? <IconMinimize size={22} /> : <IconMaximize size={22} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('screens.changeMode')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={t('screens.changeMode')}
              onClick={onChangeMode}
            >
              <IconArrowsExchange size={22} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </header>
      {offline && !forbidden && (
        <div className={classes.offline} role="alert">
          <IconWifiOff size={22} aria-hidden />
          <Text fw={600}>{t('screens.offline')}</Text>
        </div>
      )}
      <div className={classes.body}>
        {forbidden ? (
          <div className={classes.center}>
            <Text className={classes.big} role="alert">
              {t('screens.forbidden')}
            </Text>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
