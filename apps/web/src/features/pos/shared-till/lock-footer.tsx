import { Anchor, Group, SegmentedControl } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  localeFromPath,
  localizePath,
  stripLocale,
  writeLocaleCookie,
  type Locale,
} from '@cashier/web-core/locale';
import { useLocalizedPath } from '@/lib/paths';

/** Native names, the same in every language. */
const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];

/**
 * Under the lock screen: the language of the till (the next staff member may read the other one)
 * and the way out to the back office, which goes through the normal sign-in as the till holds no
 * session while locked.
 */
export function LockFooter() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  function choose(value: string) {
    const locale = value as Locale;
    writeLocaleCookie(locale);
    // Replaced, so Back leaves the till rather than flipping the language back.
    void navigate(localizePath(stripLocale(pathname), locale) + search, { replace: true });
  }

  return (
    <Group justify="space-between" gap="sm">
      <SegmentedControl
        size="md"
        aria-label={t('pos.till.language')}
        value={localeFromPath(pathname)}
        onChange={choose}
        data={LANGUAGES.map(({ value, label }) => ({
          value,
          label: <span lang={value}>{label}</span>,
        }))}
      />
      <Anchor component={Link} to={to('/admin')} size="sm" fw={500}>
        <Group gap={6} wrap="nowrap" component="span">
          <IconBuildingStore size={18} aria-hidden />
          {t('pos.till.backOffice')}
        </Group>
      </Anchor>
    </Group>
  );
}
