import {
  Anchor,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Group,
} from '@mantine/core';
import { IconBook, IconBug, IconInfoCircle, IconMessage, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@cashier/ui/page-header';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import { FeedbackForm } from '../components/feedback-form';
import { APP_VERSION, SUPPORT_LINKS } from '../components/links';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

/** How to call the restaurant itself, or (for staff) where to set its phone number. */
function RestaurantCard({ phone, signedIn }: { phone: string | undefined; signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Card icon={<IconPhone size={20} />} title={t('support.restaurant.title')}>
      {phone ? (
        <>
          <Text size="sm">{t('support.restaurant.text')}</Text>
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" fw={600}>
            {phone}
          </Anchor>
        </>
      ) : (
        <>
          <Text size="sm">{t(signedIn ? 'support.restaurant.none' : 'support.restaurant.askManager')}</Text>
          {signedIn && (
            <div>
              <Button component={Link} to={to('/admin/settings/general')} variant="light" size="sm">
                {t('support.restaurant.setPhone')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Where to get help, and a way to send feedback (#feedback): /admin/support in the back office, and
 * /support before sign-in (`signedIn` false: nothing that needs an account is offered).
 */
export function SupportPage({ signedIn = true }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { values } = useAppSettings();
  const feedback = useRef<HTMLElement>(null);

  // React Router does not scroll to a #fragment by itself.
  useEffect(() => {
    if (hash === '#feedback') feedback.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Stack gap={0}>
      <PageHeader title={t('support.title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card icon={<IconBook size={20} />} title={t('support.docs.title')}>
          <Text size="sm">{t('support.docs.text')}</Text>
          <Anchor href={SUPPORT_LINKS.docs} {...external} size="sm">
            {t('support.docs.guide')}
          </Anchor>
          <Anchor href={SUPPORT_LINKS.apiDocs} {...external} size="sm">
            {t('support.docs.api')}
          </Anchor>
        </Card>
        <Card icon={<IconBug size={20} />} title={t('support.issues.title')}>
          <Text size="sm">{t('support.issues.text')}</Text>
          <Anchor href={SUPPORT_LINKS.issues} {...external} size="sm">
            {t('support.issues.link')}
          </Anchor>
        </Card>
        <RestaurantCard phone={values.phone?.trim()} signedIn={signedIn} />
        <Card icon={<IconInfoCircle size={20} />} title={t('support.about.title')}>
          <Text size="sm">
            {t('support.about.version')}{' '}
            <Text span fw={600} dir="ltr">
              {APP_VERSION}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('support.about.text')}
          </Text>
        </Card>
      </SimpleGrid>
      <Paper
        mt="lg"
        component="section"
        ref={feedback}
        id="feedback"
        aria-labelledby="feedback-title"
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        style={{ scrollMarginTop: 80 }}
      >
        <Group gap="sm" mb="md" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <IconMessage size={20} />
          </ThemeIcon>
          <Title order={3} size="h4" id="feedback-title">
            {t('support.feedback.title')}
          </Title>
        </Group>
        <FeedbackForm />
      </Paper>
    </Stack>
  );
}

/** /support: the same page before sign-in, in the sign-in page's frame. */
export function PublicSupportPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container size="lg" w="100%" px={0} py="md">
      <SupportPage signedIn={false} />
      <Anchor component={Link} to={to('/auth/login')} display="inline-block" mt="lg">
        {t('support.backToSignIn')}
      </Anchor>
    </Container>
  );
}
