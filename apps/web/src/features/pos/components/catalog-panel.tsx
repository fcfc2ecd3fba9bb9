import { Button, Group, TextInput } from '@mantine/core';
import type { PosCatalog } from '@cashier/contracts';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useAppSettings } from '@/lib/settings';
import type { PosProduct } from '../cart';
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

/** All products, or one category's. */
function CategoryTabs({ search, categories }: Pick<CatalogPanelProps, 'search' | 'categories'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tab = (id: number | null, label: string) => (
    <Button
      key={id ?? 'all'}
      className={classes.tab}
      variant={search.categoryId === id ? 'filled' : 'default'}
      aria-pressed={search.categoryId === id}
      onClick={() => search.chooseCategory(id)}
    >
      {label}
    </Button>
  );
  return (
    <div className={classes.tabs} role="group" aria-label={t('pos.categories')}>
      {tab(null, t('pos.all'))}
      {categories.map((c) => tab(c.id, locale === 'ar' ? c.nameAr : c.nameEn))}
    </div>
  );
}
