import { ActionIcon, Badge, Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  localeFromPath,
  localizePath,
  stripLocale,
  writeLocaleCookie,
  type Locale,
} from '@cashier/web-core/locale';

/** Native names, the same in every language. Only English and Arabic are real locales. */
const REAL: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];
const PLANNED = [
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'zh', name: '中文' },
];

/** The language switcher: same page in the other language; the planned ones say "coming soon". */
export function LanguageMenu({ iconOnlyOnPhone = false }: { iconOnlyOnPhone?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = localeFromPath(pathname);
  const label = t('topbar.language');

  function choose(locale: Locale) {
    writeLocaleCookie(locale);
    void navigate(localizePath(stripLocale(pathname), locale) + search + hash);
  }

  return (
    <Menu position="bottom-end" width={230} shadow="md">
      <Menu.Target>
        <div>
          <Button
            variant="subtle"
            color="gray"
            visibleFrom={iconOnlyOnPhone ? 'sm' : undefined}
            leftSection={<IconLanguage size={18} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={label}
          >
            {REAL.find((l) => l.locale === current)?.name}
          </Button>
          {iconOnlyOnPhone && (
            <ActionIcon variant="subtle" color="gray" size="xl" hiddenFrom="sm" aria-label={label}>
              <IconLanguage size={22} stroke={1.6} />
            </ActionIcon>
          )}
        </div>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {REAL.map(({ locale, name }) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
            rightSection={locale === current ? <IconCheck size={16} /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {PLANNED.map(({ code, name }) => (
          <Menu.Item
            key={code}
            lang={code}
            c="dimmed"
            onClick={() =>
              notifications.show({
                id: `language-${code}`,
                color: 'blue',
                title: t('topbar.languageSoonTitle', { language: name }),
                message: t('topbar.languageSoon'),
              })
            }
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                {t('topbar.comingSoon')}
              </Badge>
            }
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
