import { Badge, Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath, localizePath, stripLocale, writeLocaleCookie, type Locale } from '@/lib/locale';

/** Native names, the same in every language. Only English and Arabic are real locales (spec §1). */
const REAL: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];
const PLANNED = [
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'zh', name: '中文' },
];

export function LanguageMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = localeFromPath(pathname);

  function choose(locale: Locale) {
    writeLocaleCookie(locale);
    void navigate(localizePath(stripLocale(pathname), locale) + search + hash);
  }

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('topbar.language')}
        >
          {REAL.find((l) => l.locale === current)?.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.language')}</Menu.Label>
        {REAL.map(({ locale, name }) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
            rightSection={locale === current ? <IconCheck size={16} /> : null}
          >
            {name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {PLANNED.map(({ code, name }) => (
          <Menu.Item
            key={code}
            lang={code}
            disabled
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
