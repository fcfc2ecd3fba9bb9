import { AppShell, Badge, Box, NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/components/brand';
import { stripLocale } from '@/lib/locale';
import { useLocalizedPath } from '@/lib/paths';
import { activeMenuPath, holdsActive, MENU, type MenuEntry } from './menu';

interface EntryProps {
  entry: MenuEntry;
  active: string | null;
  onNavigate: () => void;
}

function Entry({ entry, active, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const Icon = entry.icon;
  const common = {
    label: t(entry.label),
    leftSection: Icon ? <Icon size={20} stroke={1.6} /> : null,
    active: holdsActive(entry, active) && (!entry.children || entry.base === active),
    rightSection: entry.badge ? (
      <Badge size="xs" variant="filled" color="orange">
        {t(entry.badge)}
      </Badge>
    ) : undefined,
  };
  if (entry.children) {
    return (
      <NavLink {...common} defaultOpened={holdsActive(entry, active)} childrenOffset={28}>
        {entry.children.map((child) => (
          <Entry key={child.label} entry={child} active={active} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      {...common}
      component={Link}
      to={to(entry.to ?? '/admin')}
      onClick={onNavigate}
      aria-current={entry.to === active ? 'page' : undefined}
    />
  );
}

/** The back-office menu with the restaurant logo; a drawer below 992 px. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuPath(stripLocale(pathname));
  return (
    <>
      <AppShell.Section p="md" visibleFrom="md">
        <Box h={50}>
          <Brand />
        </Box>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md">
        <nav aria-label={t('nav.mainMenu')}>
          {MENU.map((entry) => (
            <Entry key={entry.label} entry={entry} active={active} onNavigate={onNavigate} />
          ))}
        </nav>
      </AppShell.Section>
    </>
  );
}
