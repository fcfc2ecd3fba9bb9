import { currencyExponent, minorToDecimal, type Product, type ProductInput } from '@cashier/contracts';
import type { TFunction } from 'i18next';
import { checkPrice, priceExample } from './price';

/** What the product form edits: text as typed, converted to a ProductInput on submit. */
export interface ProductValues {
  categoryId: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  image: string | null;
  sku: string;
  barcode: string;
  sortOrder: number | string;
  active: boolean;
}

export function initialValues(product: Product | null, currency: string, categoryId: string): ProductValues {
  return {
    categoryId: product ? String(product.categoryId) : categoryId,
    nameEn: product?.nameEn ?? '',
    nameAr: product?.nameAr ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    descriptionAr: product?.descriptionAr ?? '',
    price: product ? minorToDecimal(product.price, currency) : '',
    image: product?.image ?? null,
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    sortOrder: product?.sortOrder ?? 0,
    active: product?.active ?? true,
  };
}

/** Checks the form and builds the request body, or returns a message per field. */
export function toProductInput(
  values: ProductValues,
  currency: string,
  t: TFunction,
): { body: ProductInput } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!values.categoryId) problems.categoryId = t('products.chooseCategory');
  if (!values.nameEn.trim()) problems.nameEn = t('common.required');
  if (!values.nameAr.trim()) problems.nameAr = t('common.required');
  const price = checkPrice(values.price, currency);
  if ('problem' in price) {
    problems.price =
      price.problem === 'required'
        ? t('common.required')
        : t('products.priceInvalid', { example: priceExample(currency), count: currencyExponent(currency) });
  }
  if (Object.keys(problems).length || !('minor' in price)) return { problems };
  return {
    body: {
      categoryId: Number(values.categoryId),
      nameEn: values.nameEn.trim(),
      nameAr: values.nameAr.trim(),
      descriptionEn: values.descriptionEn.trim() || null,
      descriptionAr: values.descriptionAr.trim() || null,
      price: price.minor,
      image: values.image,
      sku: values.sku.trim() || null,
      barcode: values.barcode.trim() || null,
      active: values.active,
      sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : 0,
    },
  };
}
