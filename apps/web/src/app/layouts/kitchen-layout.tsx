import { MantineProvider, useComputedColorScheme } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useRealtimeUpdates } from '@cashier/web-core/realtime';
import { theme } from '@cashier/ui/theme';

/**
 * The kitchen screens: the whole window, no back-office frame, always dark (read in a bright
 * kitchen from two metres, on a screen left on all day), whatever scheme the back office uses.
 * Leaving puts the back office's scheme back.
 */
export function KitchenLayout() {
  const scheme = useComputedColorScheme('light');
  useRealtimeUpdates();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-mantine-color-scheme', 'dark');
    root.style.colorScheme = 'dark';
    return () => {
      root.setAttribute('data-mantine-color-scheme', scheme);
      root.style.colorScheme = scheme;
    };
  }, [scheme]);
  return (
    <MantineProvider theme={theme} forceColorScheme="dark" withGlobalClasses={false} withCssVariables={false}>
      <Outlet />
    </MantineProvider>
  );
}
