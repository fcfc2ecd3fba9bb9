import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { FullScreenLoader } from '@cashier/ui/full-screen-loader';
import { directionOf, localeFromPath } from '@cashier/web-core/locale';

/** Keeps Mantine's direction in step with the URL's language; shows the loader on route changes. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { setDirection } = useDirection();
  const dir = directionOf(localeFromPath(pathname));

  useEffect(() => setDirection(dir), [dir, setDirection]);

  return (
    <>
      {navigation.state === 'loading' && <FullScreenLoader overlay />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
