import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { COURSE_MAX, NAMED_COURSES, type Category, type Station } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StationSelect } from '@cashier/ui/station-select';
import { useLocale } from '@/lib/i18n';
import type { SchemaForm } from '@/lib/form';
import type { productFormSchema } from './product-values';

type ProductForm = SchemaForm<ReturnType<typeof productFormSchema>>;

/** Hints under the boxes, so boxes side by side stay in line when one hint wraps. */
const hintBelow: { inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

/** A course's name: starters, mains, desserts, then "Course 4"… */
export function courseLabel(course: number, t: TFunction): string {
  const named = NAMED_COURSES[course as keyof typeof NAMED_COURSES];
  return named ? t(`menuKitchen.courses.${named}`) : t('menuKitchen.courseN', { n: course });
}

function courseOptions(t: TFunction) {
  return [
    { value: '', label: t('menuKitchen.noCourse') },
    ...Array.from({ length: COURSE_MAX }, (_, i) => ({ value: String(i + 1), label: courseLabel(i + 1, t) })),
  ];
}

interface KitchenFieldsProps {
  form: ProductForm;
  categories: Category[];
  stations: Station[];
}

/** Where the kitchen makes the product, how long it takes, and which course it is fired with. */
export function KitchenFields({ form, categories, stations }: KitchenFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const category = categories.find((c) => String(c.id) === form.values.categoryId);
  const inherited = stations.find((s) => s.id === category?.stationId);
  const inheritedName = inherited && (locale === 'ar' ? inherited.nameAr : inherited.nameEn);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StationSelect
        label={t('menuKitchen.station')}
        description={t('menuKitchen.productStationHint')}
        stations={stations}
        {...hintBelow}
        emptyLabel={
          inheritedName
            ? t('menuKitchen.asCategory', { name: inheritedName })
            : t('menuKitchen.asCategoryNone')
        }
        {...form.getInputProps('stationId')}
      />
      <NumberInput
        label={t('menuKitchen.prepMinutes')}
        description={t('menuKitchen.prepHint')}
        min={0}
        max={240}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        {...hintBelow}
        {...form.getInputProps('prepMinutes')}
      />
      <NativeSelect
        label={t('menuKitchen.course')}
        description={t('menuKitchen.courseHint')}
        data={courseOptions(t)}
        {...hintBelow}
        {...form.getInputProps('course')}
      />
    </SimpleGrid>
  );
}
