import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

/** Covers the screen with a spinner while a route (or its lazy code) loads. */
export function FullScreenLoader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
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
