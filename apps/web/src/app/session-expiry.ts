import { notifications } from '@mantine/notifications';
import type { DataRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import { queryClient, setUnauthenticatedHandler } from '@/lib/query-client';
import { clearStoredUser } from '@/lib/session';
import { loginPath } from './loaders';

/** Any call answering 401 inside the app means the session ended: say so and go to sign-in. */
export function handleSessionExpiry(router: DataRouter): void {
  setUnauthenticatedHandler(() => {
    const url = new URL(window.location.href);
    if (/^\/(ar\/)?auth\//.test(url.pathname)) return;
    clearStoredUser();
    queryClient.clear();
    notifications.show({ id: 'session-ended', color: 'yellow', message: i18n.t('auth.sessionEnded') });
    void router.navigate(loginPath(url), { replace: true });
  });
}
