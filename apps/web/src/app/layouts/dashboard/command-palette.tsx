import { Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconAlertCircle, IconPackage, IconReceipt, IconSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchQuery } from '@/api/search';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLocale, type TranslationKey } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';
import { menuScreens } from './menu';

/** The palette's own store, so the top bar's search box can open it. */
export const [paletteStore, palette] = createSpotlight();

const DEBOUNCE_MS = 250;

interface Item {
  key: string;
  label: string;
  description?: string;
  icon: ReactNode;
  to: string;
}

function Results({ label, items, onOpen }: { label: string; items: Item[]; onOpen: (to: string) => void }) {
  if (!items.length) return null;
  return (
    <Spotlight.ActionsGroup label={label}>
      {items.map((item) => (
        <Spotlight.Action
          key={item.key}
          label={item.label}
          description={item.description}
          leftSection={item.icon}
          onClick={() => onOpen(item.to)}
        />
      ))}
    </Spotlight.ActionsGroup>
  );
}

/** Ctrl/⌘+K: screens from the menu, plus products, customers and orders from GET /v1/search. */
export function CommandPalette() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { currency } = useAppSettings();
  const [query, setQuery] = useState('');
  const needle = query.trim();
  const [debounced] = useDebouncedValue(needle, DEBOUNCE_MS);
  const search = useQuery(searchQuery(debounced));
  const settled = needle === debounced;
  const loading = needle !== '' && (!settled || search.isFetching);
  const data = settled && needle ? search.data : undefined;

  const screens = useMemo(
    () =>
      menuScreens().map(({ to: path, label, groups, icon: Icon }) => {
        const description = groups.map((g) => t(g)).join(' › ');
        return {
          key: path,
          label: t(label),
          description: description || undefined,
          icon: Icon ? <Icon size={20} stroke={1.6} /> : null,
          to: path,
          haystack: `${t(label)} ${description} ${path}`.toLocaleLowerCase(),
        };
      }),
    [t],
  );
  const lower = needle.toLocaleLowerCase();
  const matchedScreens = needle ? screens.filter((s) => s.haystack.includes(lower)) : screens;

  const products: Item[] = (data?.products ?? []).map((p) => ({
    key: `p${p.id}`,
    label: locale === 'ar' && p.nameAr ? p.nameAr : p.name,
    // The other language's name too: staff often know a dish by either.
    description: [locale === 'ar' ? p.name : p.nameAr, p.sku].filter(Boolean).join(' · '),
    icon: <IconPackage size={20} stroke={1.6} />,
    to: `/admin/products/edit/${p.id}`,
  }));
  const customers: Item[] = (data?.customers ?? []).map((c) => ({
    key: `c${c.id}`,
    label: c.name,
    description: c.phone ?? undefined,
    icon: <IconUser size={20} stroke={1.6} />,
    to: `/admin/customers/edit/${c.id}`,
  }));
  const orders: Item[] = (data?.orders ?? []).map((o) => ({
    key: `o${o.id}`,
    label: t('palette.order', { number: formatNumber(o.ticketNumber, locale) }),
    description: [
      o.invoiceNumber === null
        ? null
        : t('palette.invoice', { number: formatNumber(o.invoiceNumber, locale) }),
      t(`palette.status.${o.status}` as TranslationKey, { defaultValue: o.status }),
      formatPrice(o.total, currency, locale),
    ]
      .filter(Boolean)
      .join(' · '),
    icon: <IconReceipt size={20} stroke={1.6} />,
    to: `/admin/sales/order/${o.id}`,
  }));
  const found = matchedScreens.length + products.length + customers.length + orders.length;
  const open = (path: string) => void navigate(to(path));

  return (
    <Spotlight.Root store={paletteStore} query={query} onQueryChange={setQuery} shortcut={['mod + K']}>
      <Spotlight.Search
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.title')}
        leftSection={<IconSearch size={20} stroke={1.6} />}
        rightSection={loading ? <Loader size="xs" aria-label={t('palette.searching')} /> : null}
      />
      {/* Grows with the results, up to a height that leaves the page visible around it. */}
      <Spotlight.ActionsList mah="min(440px, calc(100dvh - 220px))">
        <Results label={t('palette.screens')} items={matchedScreens} onOpen={open} />
        <Results label={t('palette.products')} items={products} onOpen={open} />
        <Results label={t('palette.customers')} items={customers} onOpen={open} />
        <Results label={t('palette.orders')} items={orders} onOpen={open} />
        {search.isError && settled && (
          <Spotlight.Empty>
            <Group gap="xs" justify="center" c="red">
              <IconAlertCircle size={18} />
              {t('palette.failed')}
            </Group>
          </Spotlight.Empty>
        )}
        {found === 0 && !search.isError && (
          <Spotlight.Empty>
            {loading ? t('palette.searching') : t('palette.empty', { query: needle })}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group gap="md" justify="center">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('palette.hintMove')}
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Enter</Kbd> {t('palette.hintOpen')}
          </Text>
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Esc</Kbd> {t('palette.hintClose')}
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
