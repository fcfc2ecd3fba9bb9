import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { directionOf, localeFromPath } from '@/lib/locale';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

/** Everything around the router: direction (RTL for Arabic), theme, data cache, toasts, modals. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider
        initialDirection={directionOf(localeFromPath(window.location.pathname))}
        detectDirection={false}
      >
        <MantineProvider theme={theme} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" autoClose={5000} limit={4} />
            <ModalsProvider>{children}</ModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
