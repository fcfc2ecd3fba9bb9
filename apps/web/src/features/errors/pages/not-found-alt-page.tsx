import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBack, IconHome, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Brand } from '@cashier/ui/brand';
import { formatNumber } from '@cashier/web-core/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import classes from './not-found-alt-page.module.css';

/** /errors/404-alt: the same message as the 404 page, laid out as a split screen with artwork. */
export function NotFoundAltPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <div className={classes.frame}>
      <Stack gap="md" align="flex-start" maw={480} mx="auto">
        <Brand />
        <Text c="teal" fw={700} tt="uppercase" size="sm">
          {t('errors.errorCode', { code: formatNumber(404, locale) })}
        </Text>
        <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
          {t('errors.notFoundTitle')}
        </Title>
        <Text size="lg">{t('errors.notFoundMessage')}</Text>
        <Text c="dimmed">{t('errors.notFoundHint')}</Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to={to('/admin')} leftSection={<IconHome size={18} />} size="md">
            {t('errors.returnHome')}
          </Button>
          <Button
            variant="default"
            size="md"
            leftSection={<IconArrowBack size={18} className="mirror-rtl" />}
            onClick={() => void navigate(-1)}
          >
            {t('errors.goBack')}
          </Button>
        </Group>
      </Stack>
      <div className={classes.art} aria-hidden>
        <IconMapSearch size="34%" stroke={1.2} />
        <span className={classes.code}>{formatNumber(404, locale)}</span>
      </div>
    </div>
  );
}
