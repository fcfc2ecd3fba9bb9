import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { SitePage, SitePageKind } from '@cashier/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@cashier/ui/page-header';
import { QueryError } from '@/components/query-error';
import { matchesSearch, SearchInput } from '@cashier/ui/search-input';
import { useLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useSitePages } from '../api';
import { SitePageForm } from '../components/site-page-form';
import { SitePagesTable } from '../components/site-pages-table';
import { useConfirmDeleteSitePage } from '../components/use-delete-site-page';

type Editing = SitePage | 'new' | null;

/** The editor of one kind of website content: home sections, free pages or slides. */
function SiteContentPage({ kind }: { kind: SitePageKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const entries = useSitePages(kind);
  const confirmDelete = useConfirmDeleteSitePage();
  const rows = useMemo(
    () => (entries.data ?? []).filter((p) => matchesSearch(search, p.titleEn, p.titleAr, p.slug)),
    [entries.data, search],
  );
  const current = editing === 'new' ? null : editing;
  const text = (key: 'title' | 'create' | 'empty' | 'intro' | 'createTitle') =>
    t(`site.kinds.${kind}.${key}`);

  return (
    <Stack gap={0}>
      <PageHeader
        title={text('title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {text('create')}
          </Button>
        }
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle />} mb="lg">
        {text('intro')} {t('site.websiteLater')}
      </Alert>
      <Paper withBorder radius="md" p="md">
        <Group mb="md">
          <SearchInput value={search} onChange={setSearch} />
        </Group>
        {entries.isPending && <Loader m="xl" />}
        {entries.isError && <QueryError error={entries.error} onRetry={() => void entries.refetch()} />}
        {entries.isSuccess &&
          (rows.length ? (
            <SitePagesTable
              kind={kind}
              entries={rows}
              onEdit={setEditing}
              onDelete={confirmDelete}
              filterKey={search}
            />
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {search ? t('common.noMatch') : text('empty')}
            </Text>
          ))}
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          current
            ? t('site.editTitle', { name: locale === 'ar' ? current.titleAr : current.titleEn })
            : text('createTitle')
        }
        size="xl"
        fullScreen={phone}
      >
        <SitePageForm
          key={current?.id ?? 'new'}
          kind={kind}
          entry={current}
          onCancel={() => setEditing(null)}
          onSaved={(entry) => {
            notifySuccess(t('site.saved', { name: locale === 'ar' ? entry.titleAr : entry.titleEn }));
            setEditing(null);
          }}
        />
      </Modal>
    </Stack>
  );
}

/** /admin/settings/front-end/home: the sections of the website's home page. */
export function SiteHomePage() {
  return <SiteContentPage kind="home" />;
}

/** /admin/settings/front-end/pages: free pages such as About us or Terms. */
export function SitePagesPage() {
  return <SiteContentPage kind="page" />;
}

/** /admin/settings/front-end/sliders: the home page's slides. */
export function SiteSlidersPage() {
  return <SiteContentPage kind="slider" />;
}
