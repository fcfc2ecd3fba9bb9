import { ActionIcon, Badge, Box, Burger, Group, Kbd, Tooltip, UnstyledButton } from '@mantine/core';
import { useFullscreenDocument, useNetwork, useOs } from '@mantine/hooks';
import { IconMaximize, IconMinimize, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@cashier/ui/brand';
import { LanguageMenu } from '../language-menu';
import { palette } from './palette-launcher';
import { Customizer } from './customizer';
import { NoticesMenu } from './notices-menu';
import { ProfileMenu } from './profile-menu';
import { QuickLinks } from './quick-links';
import classes from './topbar.module.css';

function SearchButton() {
  const { t } = useTranslation();
  const os = useOs();
  const label = t('palette.open');
  return (
    <>
      <UnstyledButton
        className={classes.searchBox}
        visibleFrom="sm"
        onClick={() => palette.open()}
        aria-label={label}
      >
        <IconSearch size={18} stroke={1.6} />
        <span className={classes.searchLabel}>{t('palette.placeholderShort')}</span>
        <Kbd size="xs" dir="ltr">
          {os === 'macos' || os === 'ios' ? '⌘ K' : 'Ctrl K'}
        </Kbd>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="xl"
        hiddenFrom="sm"
        onClick={() => palette.open()}
        aria-label={label}
      >
        <IconSearch size={22} stroke={1.6} />
      </ActionIcon>
    </>
  );
}

function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('topbar.exitFullscreen') : t('topbar.enterFullscreen');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="xl"
        onClick={() => void toggle()}
        aria-label={label}
        visibleFrom="sm"
      >
        {fullscreen ? <IconMinimize size={22} stroke={1.6} /> : <IconMaximize size={22} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** Shown while the browser has no network; on phones it takes the logo's place. */
function OfflineBadge({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return compact ? (
    <Tooltip label={t('topbar.offlineHint')}>
      <Box role="status" aria-label={t('topbar.offline')} c="red" lh={0} hiddenFrom="sm">
        <IconWifiOff size={22} />
      </Box>
    </Tooltip>
  ) : (
    <Tooltip label={t('topbar.offlineHint')}>
      <Badge
        role="status"
        aria-label={t('topbar.offline')}
        color="red"
        variant="light"
        leftSection={<IconWifiOff size={14} />}
        visibleFrom="sm"
      >
        {t('topbar.offline')}
      </Badge>
    </Tooltip>
  );
}

interface TopbarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

/** Search, quick links, language, full screen, notifications, layout settings and the profile menu. */
export function Topbar({ drawerOpened, onToggleDrawer }: TopbarProps) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  return (
    <Group h="100%" px={{ base: 6, sm: 'md' }} justify="space-between" wrap="nowrap" gap={4}>
      <Group gap={4} wrap="nowrap" miw={0}>
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          w={44}
          h={44}
          aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
        />
        {online ? (
          <Box hiddenFrom="sm" lh={0} px={4}>
            <Brand size="small" showName={false} />
          </Box>
        ) : (
          <OfflineBadge compact />
        )}
        <SearchButton />
        <QuickLinks />
        {!online && <OfflineBadge compact={false} />}
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu iconOnlyOnPhone />
        <FullscreenToggle />
        <NoticesMenu />
        <Customizer />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
