import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { i18n } from '@cashier/web-core/i18n';
import { localeFromPath, localizePath } from '@cashier/web-core/locale';
import { UI_NS } from './i18n';

/**
 * Last line of defence: if the error page itself fails, say so and offer a way home (`home`, an
 * app path in English form, put in the URL's language).
 */
export class SafeBoundary extends Component<{ children: ReactNode; home: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A plain link and a full page load: the router itself may be what failed.
    const t = i18n.getFixedT(null, UI_NS);
    const home = localizePath(this.props.home, localeFromPath(window.location.pathname));
    return (
      <Center mih="100dvh">
        <Stack align="center" role="alert">
          <Text>{t('errors.errorPageFailed')}</Text>
          <Anchor href={home}>{t('errors.backHome')}</Anchor>
        </Stack>
      </Center>
    );
  }
}
