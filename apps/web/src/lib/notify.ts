import { notifications } from '@mantine/notifications';
import { isApiError } from '@cashier/web-core/api-client';
import { i18n } from './i18n';

/**
 * The message a person should read for a failure. Server messages for rule and validation
 * failures are shown as they are; anything unexpected gets the generic text.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return i18n.t('errors.network');
    if (error.code === 'BAD_RESPONSE' || error.code === 'INTERNAL' || error.status >= 500) {
      return i18n.t('errors.tryAgain');
    }
    return error.message;
  }
  return i18n.t('errors.tryAgain');
}

/** Shows a red toast for a failure; `title` defaults to "Oops...Something went wrong". */
export function notifyError(error: unknown, title?: string): void {
  notifications.show({
    color: 'red',
    title: title ?? i18n.t('errors.oops'),
    message: errorMessage(error),
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}
