import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { useCurrentUser } from '@cashier/web-core/session';
import { DetailsForm } from '../components/details-form';
import { PasswordForm } from '../components/password-form';
import { PinForm } from '../components/pin-form';

/** /admin/profile, the top bar's "Account": your own details, password and PIN. */
export function ProfilePage() {
  const { t } = useTranslation();
  // The route guard loaded the user before this screen rendered.
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap={0}>
      <PageHeader title={t('profile.title')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" maw={1200}>
        <DetailsForm key={user.id} user={user} />
        <Stack gap="lg">
          <PasswordForm user={user} />
          <PinForm user={user} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
