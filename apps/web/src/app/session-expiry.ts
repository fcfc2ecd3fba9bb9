import { notifications } from '@mantine/notifications';
import type { DataRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import { queryClient, setUnauthenticatedHandler } from '@/lib/query-client';
import { clearStoredUser } from '@cashier/web-core/session';
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

/**
 * A page the browser restores from its back-forward cache shows what it showed when it was left,
 * whoever has signed out since (a shared till locks by signing out): load it again, through its
 * route's guard.
 */
export function reloadWhenRestored(): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
