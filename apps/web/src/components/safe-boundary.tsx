import { Anchor, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { localeFromPath, localizePath } from '@cashier/web-core/locale';

/** Last line of defence: if the error page itself fails, say so and offer a way home */
export class SafeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A plain link and a full page load: the router itself may be what failed.
    const home = localizePath('/admin', localeFromPath(window.location.pathname));
    return (
      <Center mih="100dvh">
        <Stack align="center" role="alert">
          <Text>{i18n.t('errors.errorPageFailed')}</Text>
          <Anchor href={home}>{i18n.t('errors.backHome')}</Anchor>
        </Stack>
      </Center>
    );
  }
}
