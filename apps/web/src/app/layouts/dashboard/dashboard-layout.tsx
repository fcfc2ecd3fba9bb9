import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { useLayoutSettings } from '@/lib/layout-settings';
import { usePrintLateAlerts } from '@/lib/print-alerts';
import { useRealtimeUpdates } from '@cashier/web-core/realtime';
import { CommandPaletteSlot } from './palette-launcher';
import classes from './dashboard-layout.module.css';
import { useNoticeFeed } from './notices';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { Topbar } from './topbar';

const MobileNav = lazy(() => import('./mobile-nav'));

const HEADER_HEIGHT = 64;
/** Mantine's sm and md breakpoints: a drawer below 768 px, an icon rail below 992 px */
const PHONE = '(max-width: 47.99em)';
const TABLET = '(max-width: 61.99em)';
/** Below 1440 px the till folds the menu to its icon rail: the cart and products need the room. */
const TILL_RAIL = '(max-width: 89.99em)';
const TILL_PATH = /\/admin\/pos(\/|$)/;

/** Sidebar, top bar, page and footer, shaped by the layout customizer's choices. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { settings } = useLayoutSettings();
  const [drawerOpened, drawer] = useDisclosure(false);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const tablet = useMediaQuery(TABLET, false, { getInitialValueInEffect: false });
  const tillRail = useMediaQuery(TILL_RAIL, false, { getInitialValueInEffect: false });
  const till = TILL_PATH.test(useLocation().pathname);
  const size = tablet || (till && tillRail) ? 'condensed' : settings.sidebarSize;
  // The phone's drawer is fetched the first time it opens, then stays to slide in and out.
  const [navWanted, setNavWanted] = useState(false);
  if (drawerOpened && phone && !navWanted) setNavWanted(true);
  useRealtimeUpdates();
  useNoticeFeed();
  usePrintLateAlerts();

  return (
    <AppShell
      layout="alt"
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH[size], breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
      className={classes.shell}
      data-menu-position={settings.menuPosition}
    >
      <AppShell.Header className={classes.header} data-color={settings.topbarColor}>
        <Topbar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        data-color={settings.sidebarColor}
        aria-label={t('nav.mainMenu')}
      >
        <Sidebar size={size} color={settings.sidebarColor} insideNav />
      </AppShell.Navbar>
      {navWanted && (
        <Suspense fallback={null}>
          {/* Shown only while the window is phone-sized. */}
          <MobileNav opened={drawerOpened && phone} onClose={drawer.close} color={settings.sidebarColor} />
        </Suspense>
      )}
      <AppShell.Main className={classes.main}>
        <div className={classes.content} data-width={settings.width}>
          <div className={classes.page}>
            <Outlet />
          </div>
          <AppFooter backOffice />
        </div>
      </AppShell.Main>
      <CommandPaletteSlot />
    </AppShell>
  );
}
