import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Brand } from '@cashier/ui/brand';
import { useLocalizedPath } from '@/lib/paths';
import { PRODUCT_NAME, useAppSettings } from '@cashier/web-core/settings';
import { LoginForm } from '../components/login-form';
import { homeFor } from '../home';

/** Only paths inside the back office are followed after sign-in (no open redirects). */
function safeNext(next: string | null): string | null {
  return next && /^\/(ar\/)?admin(\/|$)/.test(next) && !next.includes('//') ? next : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { restaurantName } = useAppSettings();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  useDocumentTitle(`${t('auth.submit')} · ${PRODUCT_NAME}`);

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <Stack gap="lg">
        <Stack gap={4} align="center" ta="center">
          <Brand showName={false} />
          <Title order={1} fz={28} mt="sm">
            {PRODUCT_NAME}
          </Title>
          <Text c="dimmed" size="sm">
            {t('auth.subtitle', {
              name: restaurantName === PRODUCT_NAME ? t('auth.yourAccount') : restaurantName,
            })}
          </Text>
        </Stack>
        <LoginForm
          onSignedIn={(user) =>
            void navigate(safeNext(params.get('next')) ?? to(homeFor(user)), { replace: true })
          }
        />
      </Stack>
    </Paper>
  );
}
