import { feedbackContactKind } from '@cashier/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYear } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { PUBLIC_SUPPORT_PATH, SUPPORT_PATH, useLocalizedPath } from '@/lib/paths';
import { PRODUCT_NAME, useAppSettings } from '@cashier/web-core/settings';

/**
 * Where "Give feedback" leads: a mail to the restaurant's `feedback_contact` address, or its page;
 * null when the restaurant has set neither (the link is then not shown).
 */
export function useFeedbackHref(): string | null {
  const contact = useAppSettings().values.feedback_contact?.trim() ?? '';
  const kind = feedbackContactKind(contact);
  if (kind === 'email') return `mailto:${encodeURIComponent(contact).replace('%40', '@')}`;
  return kind === 'url' ? contact : null;
}

/**
 * The footer of every layout: copyright year, a support link and a give-feedback link. Support is
 * the back office's page for staff (`backOffice`), the public one elsewhere (sign-in, guests).
 */
export function AppFooter({ backOffice = false }: { backOffice?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const feedback = useFeedbackHref();
  return (
    <Group component="footer" justify="space-between" gap="xs" py="sm" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: formatYear(new Date(), locale), name: PRODUCT_NAME })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={to(backOffice ? SUPPORT_PATH : PUBLIC_SUPPORT_PATH)} size="sm">
          {t('footer.support')}
        </Anchor>
        {feedback && (
          <Anchor
            href={feedback}
            size="sm"
            {...(feedback.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {t('footer.feedback')}
          </Anchor>
        )}
      </Group>
    </Group>
  );
}
