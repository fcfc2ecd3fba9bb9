import './mantine-styles';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './global.css';
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { directionOf, localeFromPath } from '@cashier/web-core/locale';
import { modalsWanted } from '@/lib/modals';
import { queryClient } from '@/lib/query-client';
import { COLOR_SCHEME_KEY, theme } from '@cashier/ui/theme';

/** public/color-scheme.js reads the same key before the first paint, so a dark screen never flashes white. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * The toasts' renderer (with its transition library) is fetched when the first toast is shown, not
 * in the first download: `notifications.show()` only writes to a small store, which the renderer
 * reads when it mounts, so nothing shown before it arrives is lost.
 */
const ToastsRenderer = lazy<ComponentType>(() =>
  import('./toasts').catch(() => ({
    // Without its code (offline on an uncached build) the app goes on without toasts.
    default: () => null,
  })),
);

function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a toast can play its closing transition.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsRenderer />
    </Suspense>
  );
}

const ModalsRenderer = lazy(() => import('./modals'));

/**
 * Mantine's ModalsProvider is fetched when the first modal is asked for (`lib/modals.ts`), not in
 * the first download. It sits beside the page: `modals.*` calls reach it through Mantine's API.
 */
function Modals() {
  const wanted = useSyncExternalStore(modalsWanted.subscribe, modalsWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsRenderer />
    </Suspense>
  );
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
            <Modals />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
