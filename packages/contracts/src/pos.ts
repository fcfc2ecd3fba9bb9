import { z } from 'zod';
import { Money } from './common.ts';

/**
 * Everything the POS needs to sell, in one compact answer: active categories and products only,
 * no descriptions or timestamps. `version` changes whenever any of it changes; the server also
 * sends it as the ETag, so a POS that already holds it gets 304 and no body.
 */
export const PosCatalogResponse = z.object({
  version: z.string(),
  currency: z.string(),
  categories: z.array(
    z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string(), image: z.string().nullable() }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      categoryId: z.number().int(),
      nameEn: z.string(),
      nameAr: z.string(),
      price: Money,
      image: z.string().nullable(),
      sku: z.string().nullable(),
      barcode: z.string().nullable(),
      /** The course a line of it starts in (the waiter may change it); null: none. */
      course: z.number().int().nullable(),
      /** The modifier groups offered with this product, by id. */
      modifierGroupIds: z.array(z.number().int()),
    }),
  ),
  modifierGroups: z.array(
    z.object({
      id: z.number().int(),
      nameEn: z.string(),
      nameAr: z.string(),
      minSelect: z.number().int(),
      maxSelect: z.number().int(),
      modifiers: z.array(
        z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string(), price: Money }),
      ),
    }),
  ),
});
export type PosCatalog = z.infer<typeof PosCatalogResponse>;
