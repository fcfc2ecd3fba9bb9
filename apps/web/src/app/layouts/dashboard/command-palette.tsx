import { Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchQuery } from '@/api/search';
import { useLocalizedPath } from '@/lib/paths';
import { useFoundItems, useScreenItems, type PaletteItem } from './palette-items';

/** The palette's own store, so the top bar's search box can open it. */
export const [paletteStore, palette] = createSpotlight();

const DEBOUNCE_MS = 250;

function Results({
  label,
  items,
  onOpen,
}: {
  label: string;
  items: PaletteItem[];
  onOpen: (to: string) => void;
}) {
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
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const needle = query.trim();
  const [debounced] = useDebouncedValue(needle, DEBOUNCE_MS);
  const search = useQuery(searchQuery(debounced));
  const settled = needle === debounced;
  const loading = needle !== '' && (!settled || search.isFetching);
  const data = settled && needle ? search.data : undefined;

  const matchedScreens = useScreenItems(needle);
  const { products, customers, orders } = useFoundItems(data);
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
      <PaletteFooter />
    </Spotlight.Root>
  );
}

/** How to move, open and close, under the results. */
function PaletteFooter() {
  const { t } = useTranslation();
  return (
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
  );
}
