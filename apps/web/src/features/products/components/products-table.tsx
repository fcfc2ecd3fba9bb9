import { Table, Text } from '@mantine/core';
import type { Category, Product } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/active-badge';
import { RowActions } from '@/components/row-actions';
import { Thumbnail } from '@/components/thumbnail';
import { formatPrice } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@/lib/settings';

interface ProductsTableProps {
  products: Product[];
  categories: Map<number, Category>;
  onDelete: (product: Product) => void;
}

export function ProductsTable({ products, categories, onDelete }: ProductsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { currency } = useAppSettings();
  const nameOf = (item: { nameEn: string; nameAr: string }) => (locale === 'ar' ? item.nameAr : item.nameEn);

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.picture')}</Table.Th>
            <Table.Th>{t('products.name')}</Table.Th>
            <Table.Th>{t('products.category')}</Table.Th>
            <Table.Th>{t('products.price')}</Table.Th>
            <Table.Th>{t('products.sku')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th ta="end">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => {
            const category = categories.get(product.categoryId);
            return (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Thumbnail src={product.image} alt={nameOf(product)} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(product)}
                  </Text>
                </Table.Td>
                <Table.Td>{category ? nameOf(category) : '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(product.price, currency, locale)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={product.sku ? undefined : 'dimmed'} dir="ltr" span>
                    {product.sku ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActiveBadge active={product.active} />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={nameOf(product)}
                    editTo={to(`/admin/products/edit/${product.id}`)}
                    onDelete={() => onDelete(product)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
