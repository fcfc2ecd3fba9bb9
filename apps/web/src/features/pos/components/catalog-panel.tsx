import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import type { PosCatalog } from '@cashier/contracts';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@cashier/web-core/settings';
import type { PosProduct } from '@cashier/sale';
import type { ProductSearch } from '../hooks/use-product-search';
import { ProductGrid } from './product-grid';
import classes from './pos.module.css';

interface CatalogPanelProps {
  search: ProductSearch;
  categories: PosCatalog['categories'];
  onAdd: (product: PosProduct) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Buttons beside the search box. */
  tools: ReactNode;
  /** A line under them (the business day the till sells into). */
  note?: ReactNode;
}

/** What the till sells: the search box, the category tabs and the product tiles. */
export function CatalogPanel({ search, categories, onAdd, searchRef, tools, note }: CatalogPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = useAppSettings();
  return (
    <section className={classes.products} aria-label={t('pos.products')}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          ref={searchRef}
          type="search"
          aria-label={t('pos.search')}
          placeholder={t('pos.searchPlaceholder')}
          leftSection={<IconSearch size={18} />}
          size="md"
          style={{ flex: 1 }}
          value={search.text}
          onChange={(e) => search.type(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            // A barcode typed or scanned into the box, or the one product the words match.
            const hit = search.hit();
            if (hit) {
              onAdd(hit);
              search.clear();
            }
          }}
        />
        {tools}
      </Group>
      {note}
      <CategoryTabs search={search} categories={categories} />
      <div className={classes.gridScroll}>
        <ProductGrid
          products={search.matches}
          limit={search.limit}
          onMore={search.showMore}
          onAdd={onAdd}
          locale={locale}
          currency={currency}
        />
      </div>
    </section>
  );
}

/**
 * All products, or one category's: a row that scrolls sideways, with an arrow at each end where
 * more categories wait (none is ever cut off without a sign).
 */
function CategoryTabs({ search, categories }: Pick<CatalogPanelProps, 'search' | 'categories'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ back: false, ahead: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    // scrollLeft runs negative in a right-to-left row: the distance from the start is its size.
    const gone = Math.abs(el.scrollLeft);
    const left = el.scrollWidth - el.clientWidth - gone;
    setMore((m) => (m.back === gone > 1 && m.ahead === left > 1 ? m : { back: gone > 1, ahead: left > 1 }));
  }, []);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, categories.length, locale]);
  /** Scrolls most of a row's width towards its end (forward) or its start. */
  const page = (forward: boolean) => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: (forward !== rtl ? 1 : -1) * el.clientWidth * 0.8 });
  };
  const tab = (id: number | null, label: string) => (
    <Button
      key={id ?? 'all'}
      className={classes.tab}
      variant={search.categoryId === id ? 'filled' : 'default'}
      aria-pressed={search.categoryId === id}
      onClick={(e) => {
        search.chooseCategory(id);
        e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
    >
      {label}
    </Button>
  );
  const arrow = (forward: boolean) => (
    <ActionIcon
      size={44}
      variant="default"
      className={classes.tabsArrow}
      aria-label={t(forward ? 'pos.moreCategories' : 'pos.earlierCategories')}
      data-testid={forward ? 'categories-ahead' : 'categories-back'}
      onClick={() => page(forward)}
    >
      {forward ? <IconChevronRight size={20} /> : <IconChevronLeft size={20} />}
    </ActionIcon>
  );
  return (
    <div className={classes.tabsRow}>
      {more.back && arrow(false)}
      <div
        ref={row}
        className={classes.tabs}
        role="group"
        aria-label={t('pos.categories')}
        onScroll={measure}
        data-more-ahead={more.ahead || undefined}
      >
        {tab(null, t('pos.all'))}
        {categories.map((c) => tab(c.id, locale === 'ar' ? c.nameAr : c.nameEn))}
      </div>
      {more.ahead && arrow(true)}
    </div>
  );
}
