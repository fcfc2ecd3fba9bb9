import { Center, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import classes from './auth-layout.module.css';
import { LanguageMenu } from './language-menu';

/** Sign-in: the form centred, the language switcher, and the footer. */
export function AuthLayout() {
  return (
    <Stack gap={0} className={classes.frame}>
      <Stack align="flex-end" p="md">
        <LanguageMenu />
      </Stack>
      <Center component="main" flex={1} px="md" pb="xl">
        <Outlet />
      </Center>
      <AppFooter />
    </Stack>
  );
}
