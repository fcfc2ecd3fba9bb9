import { Table, Text } from '@mantine/core';
import type { Category } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '@/components/active-badge';
import { RowActions } from '@/components/row-actions';
import { Thumbnail } from '@/components/thumbnail';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/paths';

interface CategoriesTableProps {
  categories: Category[];
  onDelete: (category: Category) => void;
}

export function CategoriesTable({ categories, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('categories.picture')}</Table.Th>
            <Table.Th>{t('categories.nameEn')}</Table.Th>
            <Table.Th>{t('categories.nameAr')}</Table.Th>
            <Table.Th>{t('categories.productCount')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
            <Table.Th ta="end">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td>
                <Thumbnail src={category.image} alt={locale === 'ar' ? category.nameAr : category.nameEn} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} lang="en" dir="ltr">
                  {category.nameEn}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lang="ar" dir="rtl">
                  {category.nameAr}
                </Text>
              </Table.Td>
              <Table.Td>{formatNumber(category.productCount, locale)}</Table.Td>
              <Table.Td>
                <ActiveBadge active={category.active} />
              </Table.Td>
              <Table.Td>
                <RowActions
                  name={locale === 'ar' ? category.nameAr : category.nameEn}
                  editTo={to(`/admin/categories/edit/${category.id}`)}
                  onDelete={() => onDelete(category)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
