import { Badge, Box, Group, Menu, NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '@cashier/ui/brand';
import type { LayoutSettings } from '@/lib/layout-settings';
import { stripLocale } from '@cashier/web-core/locale';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { activeMenuPath, holdsActive, MENU, type MenuEntry } from './menu';
import classes from './sidebar.module.css';

/** Sidebar widths per size (px); condensed is an icon rail. */
export const SIDEBAR_WIDTH: Record<LayoutSettings['sidebarSize'], number> = {
  default: 260,
  compact: 212,
  condensed: 76,
};

interface EntryProps {
  entry: MenuEntry;
  active: string | null;
  onNavigate?: () => void;
  compact: boolean;
}

function NewBadge({ label }: { label: string }) {
  return (
    <Badge size="xs" variant="filled" color="orange">
      {label}
    </Badge>
  );
}

function GroupEntry({ entry, active, onNavigate, compact }: EntryProps) {
  const { t } = useTranslation();
  const holds = holdsActive(entry, active);
  const [opened, setOpened] = useState(holds);
  // Navigating into a closed group opens it (adjusting state while rendering, not in an effect).
  const [held, setHeld] = useState(holds);
  if (held !== holds) {
    setHeld(holds);
    if (holds) setOpened(true);
  }
  const Icon = entry.icon;
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      classNames={{ root: classes.link, label: classes.linkLabel }}
      label={t(entry.label)}
      leftSection={Icon ? <Icon size={compact ? 18 : 20} stroke={1.6} /> : null}
      active={entry.base !== undefined && entry.base === active}
      opened={opened}
      onChange={setOpened}
      disableRightSectionRotation
      rightSection={
        <Group gap={6} wrap="nowrap">
          {entry.badge && <NewBadge label={t(entry.badge)} />}
          <IconChevronRight size={14} className={classes.chevron} data-open={opened || undefined} />
        </Group>
      }
      childrenOffset={compact ? 20 : 28}
    >
      {entry.children?.map((child) => (
        <Entry key={child.label} entry={child} active={active} onNavigate={onNavigate} compact={compact} />
      ))}
    </NavLink>
  );
}

function Entry(props: EntryProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { entry, active, onNavigate, compact } = props;
  if (entry.children) return <GroupEntry {...props} />;
  const Icon = entry.icon;
  return (
    <NavLink
      classNames={{ root: classes.link, label: classes.linkLabel }}
      component={Link}
      to={to(entry.to ?? '/admin')}
      onClick={onNavigate}
      label={t(entry.label)}
      leftSection={Icon ? <Icon size={compact ? 18 : 20} stroke={1.6} /> : null}
      active={entry.to === active}
      aria-current={entry.to === active ? 'page' : undefined}
    />
  );
}

function flyoutItems(
  entries: MenuEntry[],
  active: string | null,
  to: (path: string) => string,
  t: (k: MenuEntry['label']) => string,
) {
  return entries.map((child) =>
    child.children ? (
      <div key={child.label}>
        <Menu.Divider />
        <Menu.Label>{t(child.label)}</Menu.Label>
        {flyoutItems(child.children, active, to, t)}
      </div>
    ) : (
      <Menu.Item
        key={child.label}
        component={Link}
        to={to(child.to ?? '/admin')}
        aria-current={child.to === active ? 'page' : undefined}
        fw={child.to === active ? 700 : undefined}
        c={child.to === active ? 'teal' : undefined}
      >
        {t(child.label)}
      </Menu.Item>
    ),
  );
}

/**
 * Condensed: one icon per entry; the label as a tooltip, a group's entries as a flyout menu.
 * Mantine mirrors "right" to the left in Arabic, so flyouts always open away from the rail.
 */
function RailEntry({ entry, active }: { entry: MenuEntry; active: string | null }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const Icon = entry.icon;
  const label = t(entry.label);
  const icon = Icon ? <Icon size={22} stroke={1.6} /> : null;
  const isActive = holdsActive(entry, active);
  if (!entry.children) {
    return (
      <Tooltip label={label} position="right" withArrow>
        <UnstyledButton
          component={Link}
          to={to(entry.to ?? '/admin')}
          className={classes.railButton}
          aria-label={label}
          aria-current={entry.to === active ? 'page' : undefined}
          data-active={isActive || undefined}
        >
          {icon}
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <Menu trigger="click-hover" position="right-start" offset={10} width={230} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.railButton} aria-label={label} data-active={isActive || undefined}>
          {icon}
          {entry.badge && <span className={classes.railDot} aria-hidden />}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group justify="space-between" wrap="nowrap">
            {label}
            {entry.badge && <NewBadge label={t(entry.badge)} />}
          </Group>
        </Menu.Label>
        {flyoutItems(entry.children, active, to, t)}
      </Menu.Dropdown>
    </Menu>
  );
}

interface SidebarProps {
  size: LayoutSettings['sidebarSize'];
  color: LayoutSettings['sidebarColor'];
  /** Closes the phone drawer after a choice. */
  onNavigate?: () => void;
  /** Already inside a named <nav> (the app shell's): the list needs no landmark of its own. */
  insideNav?: boolean;
}

/** The back-office menu with the restaurant logo (the small logo when condensed). */
export function Sidebar({ size, color, onNavigate, insideNav = false }: SidebarProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const active = activeMenuPath(stripLocale(pathname));
  const { restaurantName } = useAppSettings();
  const condensed = size === 'condensed';
  return (
    <div className={classes.sidebar} data-color={color} data-size={size}>
      <Link
        to={to('/admin')}
        className={classes.brand}
        aria-label={t('nav.home', { name: restaurantName })}
        onClick={onNavigate}
      >
        <Brand size={condensed ? 'small' : 'full'} showName={!condensed} inverse={color !== 'light'} />
      </Link>
      <Box className={classes.scroll} px={condensed ? 0 : 'xs'} pb="md">
        <Box
          component={insideNav ? 'div' : 'nav'}
          aria-label={insideNav ? undefined : t('nav.mainMenu')}
          className={condensed ? classes.rail : undefined}
        >
          {MENU.map((entry) =>
            condensed ? (
              <RailEntry key={entry.label} entry={entry} active={active} />
            ) : (
              <Entry
                key={entry.label}
                entry={entry}
                active={active}
                onNavigate={onNavigate}
                compact={size === 'compact'}
              />
            ),
          )}
        </Box>
      </Box>
    </div>
  );
}
