import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import classes from './full-screen-loader.module.css';

/** Covers the screen with a spinner while a route (or its lazy code) loads. */
export function FullScreenLoader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation(UI_NS);
  return (
    <Center
      className={overlay ? classes.overlay : classes.screen}
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
    >
      <Loader size="lg" />
    </Center>
  );
}
