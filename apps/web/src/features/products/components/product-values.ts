import { ProductInput, minorToDecimal, type Product } from '@cashier/contracts';
import type { z } from 'zod';
import { moneyField, numberField } from '@/lib/form-schema';

/**
 * The product body as the form holds it: the category as its select's value, the price as
 * typed in the currency's decimals, the numbers as their inputs keep them (the station and
 * course selects as text, '' for none).
 */
export function productFormSchema(currency: string) {
  return ProductInput.extend({
    categoryId: numberField(ProductInput.shape.categoryId),
    price: moneyField(currency, ProductInput.shape.price),
    sortOrder: numberField(ProductInput.shape.sortOrder),
    stationId: numberField(ProductInput.shape.stationId),
    prepMinutes: numberField(ProductInput.shape.prepMinutes),
    course: numberField(ProductInput.shape.course),
  });
}
export type ProductValues = z.input<ReturnType<typeof productFormSchema>>;

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
    stationId: product?.stationId ? String(product.stationId) : '',
    prepMinutes: product?.prepMinutes ?? '',
    course: product?.course ? String(product.course) : '',
  };
}
