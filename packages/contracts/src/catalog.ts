import { z } from 'zod';
import {
  Id,
  IdList,
  Money,
  OptionalText,
  PageInfo,
  Paging,
  QueryId,
  Resp,
  SafeString,
  Text,
  Timestamp,
} from './common.ts';
import { Course, PrepMinutes } from './kitchen.ts';
import { says } from './messages/index.ts';

/** A station a category or product routes to; null: none (the category's, or only the expo view). */
const StationRef = Id.nullish().transform((v) => v ?? null);

/** A picture URL served by this server (`/uploads/...` or a bundled `/demo/...` asset). */
export const ImageUrl = z
  .string()
  .regex(/^\/(uploads|demo)\/[A-Za-z0-9._-]+$/, says.uploadedPicture)
  .nullish()
  .transform((v) => v ?? null);

export const Category = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  stationId: z.number().int().nullable(),
  productCount: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Category = z.infer<typeof Category>;

export const CategoryInput = z.object({
  nameEn: Text(120),
  nameAr: Text(120),
  image: ImageUrl,
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  active: z.boolean().default(true),
  stationId: StationRef,
});
export type CategoryInput = z.input<typeof CategoryInput>;

export const Product = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  price: Money,
  image: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Overrides the category's station; null: the category's. */
  stationId: z.number().int().nullable(),
  prepMinutes: z.number().int().nullable(),
  course: z.number().int().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Product = z.infer<typeof Product>;

export const ProductInput = z.object({
  categoryId: Id,
  nameEn: Text(160),
  nameAr: Text(160),
  descriptionEn: OptionalText(2000, { multiline: true }),
  descriptionAr: OptionalText(2000, { multiline: true }),
  price: Money,
  image: ImageUrl,
  sku: OptionalText(64),
  barcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{0,64}$/, says.lettersDigitsDashes)
    .nullish()
    .transform((v) => (v ? v : null)),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  stationId: StationRef,
  prepMinutes: PrepMinutes,
  course: Course,
});
export type ProductInput = z.input<typeof ProductInput>;

export const CategoryWithProducts = Category.extend({ products: z.array(Product) });
export type CategoryWithProducts = z.infer<typeof CategoryWithProducts>;

export const CategoriesResponse = z.object({ categories: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;
export const CategoriesWithProductsResponse = z.object({ categories: z.array(CategoryWithProducts) });
export const CategoryResponse = z.object({ category: Category, resp: Resp });
export type CategoryResponse = z.infer<typeof CategoryResponse>;
/** `?category=`: one category's rows. */
export const CategoryFilter = z.object({ category: QueryId.optional() });

/** The columns a product list is sorted by; names sort in their language. */
export const PRODUCT_SORTS = [
  'nameEn',
  'nameAr',
  'categoryEn',
  'categoryAr',
  'price',
  'sku',
  'active',
  'added',
] as const;

/**
 * GET /v1/products: one page of products, filtered by category, a search over both names, SKU and
 * barcode, or ids, sorted over the whole result before paging (in menu order by default: category,
 * then the products' sort order).
 */
export const ProductsQuery = CategoryFilter.extend({
  q: SafeString().trim().max(100).optional(),
  ids: IdList.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...Paging(100, 200),
});
/** The query as a client builds it (every field optional, numbers as numbers). */
export type ProductsQuery = Partial<z.output<typeof ProductsQuery>>;

export const ProductsResponse = z.object({ products: z.array(Product), ...PageInfo });
export type ProductsResponse = z.infer<typeof ProductsResponse>;
export const ProductResponse = z.object({ product: Product, resp: Resp });
export type ProductResponse = z.infer<typeof ProductResponse>;
export const ProductCreatedResponse = z.object({ products: z.array(Product), resp: Resp });
export type ProductCreatedResponse = z.infer<typeof ProductCreatedResponse>;

export const Upload = z.object({ url: z.string(), contentType: z.string(), size: z.number().int() });
export const UploadResponse = z.object({ upload: Upload, resp: Resp });
export type UploadResponse = z.infer<typeof UploadResponse>;
