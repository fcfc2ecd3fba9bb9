import { Button, Center, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@cashier/web-core/format';
import type { Locale } from '@cashier/web-core/locale';
import type { PosProduct } from '@cashier/sale';
import classes from './pos.module.css';

/**
 * How many tiles render at once, about three screens of a tablet; scrolling near the end (or "Show
 * more") adds as many again. Fewer tiles is less for React and the browser to redo per keystroke.
 */
export const PAGE_SIZE = 48;

interface ProductGridProps {
  products: PosProduct[];
  limit: number;
  onMore: () => void;
  onAdd: (product: PosProduct) => void;
  locale: Locale;
  currency: string;
}

const Tile = memo(function Tile({
  product,
  onAdd,
  locale,
  currency,
}: {
  product: PosProduct;
  onAdd: (product: PosProduct) => void;
  locale: Locale;
  currency: string;
}) {
  const name = locale === 'ar' ? product.nameAr : product.nameEn;
  const price = formatPrice(product.price, currency, locale);
  return (
    <button
      type="button"
      className={classes.tile}
      onClick={() => onAdd(product)}
      aria-label={`${name}, ${price}`}
      data-product-id={product.id}
    >
      {product.image ? (
        <img className={classes.picture} src={product.image} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${classes.picture} ${classes.noPicture}`}>
          <IconToolsKitchen2 size={28} aria-hidden />
        </span>
      )}
      <span className={classes.tileText}>
        <span className={classes.tileName}>{name}</span>
        <span className={classes.tilePrice}>{price}</span>
      </span>
    </button>
  );
});

/**
 * Picture tiles of the matching products, one tap adds one. Memoised: typing in the search box
 * re-renders the page at once but the grid only when the matches change.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  limit,
  onMore,
  onAdd,
  locale,
  currency,
}: ProductGridProps) {
  const { t } = useTranslation();
  const more = useRef<HTMLDivElement>(null);
  const hasMore = products.length > limit;
  useEffect(() => {
    const target = more.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    // The grid scrolls in its own box beside the cart; on a phone the page scrolls (the viewport).
    const box = target.closest<HTMLElement>(`.${classes.gridScroll}`);
    const root = box && box.scrollHeight > box.clientHeight ? box : null;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onMore(),
      // 600 px ahead, so the next tiles are there before they are seen.
      { root, rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, limit, onMore]);
  if (products.length === 0) {
    return (
      <Center mih={160}>
        <Text c="dimmed">{t('pos.noProducts')}</Text>
      </Center>
    );
  }
  const shown = products.slice(0, limit);
  return (
    <>
      <div className={classes.grid} role="list" aria-label={t('pos.products')}>
        {shown.map((p) => (
          <div role="listitem" key={p.id} style={{ display: 'contents' }}>
            <Tile product={p} onAdd={onAdd} locale={locale} currency={currency} />
          </div>
        ))}
      </div>
      {hasMore && (
        <Center py="sm" ref={more}>
          <Button variant="light" size="md" onClick={onMore}>
            {t('pos.showMore', {
              shown: formatNumber(shown.length, locale),
              total: formatNumber(products.length, locale),
            })}
          </Button>
        </Center>
      )}
    </>
  );
});
