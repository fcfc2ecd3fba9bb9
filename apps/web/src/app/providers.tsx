import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './global.css';
import {
  DirectionProvider,
  localStorageColorSchemeManager,
  MantineProvider,
  useDirection,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { directionOf, localeFromPath } from '@/lib/locale';
import { queryClient } from '@/lib/query-client';
import { COLOR_SCHEME_KEY, theme } from './theme';

/** index.html's inline script reads the same key, so a dark screen never flashes white first. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Toasts at the top corner on the reading side's end (top-right in English), 5 s (spec §9). */
function Toasts() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} autoClose={5000} limit={4} />;
}

/** Everything around the router: direction (RTL for Arabic), theme, data cache, toasts, modals. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider
        initialDirection={directionOf(localeFromPath(window.location.pathname))}
        detectDirection={false}
      >
        <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
          <QueryClientProvider client={queryClient}>
            <Toasts />
            <ModalsProvider>{children}</ModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
