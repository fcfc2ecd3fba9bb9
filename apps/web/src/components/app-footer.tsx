import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYear } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { FEEDBACK_PATH, SUPPORT_PATH, useLocalizedPath } from '@/lib/paths';
import { PRODUCT_NAME } from '@/lib/settings';

/** The footer of every layout: copyright year, a support link and a give-feedback link. */
export function AppFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <Group component="footer" justify="space-between" gap="xs" py="sm" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: formatYear(new Date(), locale), name: PRODUCT_NAME })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={to(SUPPORT_PATH)} size="sm">
          {t('footer.support')}
        </Anchor>
        <Anchor component={Link} to={to(FEEDBACK_PATH)} size="sm">
          {t('footer.feedback')}
        </Anchor>
      </Group>
    </Group>
  );
}
