import {
  CategoriesResponse,
  CategoriesWithProductsResponse,
  CategoryFilter,
  CategoryInput,
  CategoryResponse,
  ProductCreatedResponse,
  ProductInput,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
} from '../catalog.ts';
import { IdParam, RespResponse } from '../common.ts';
import type { RouteDef } from './define.ts';

const tags = ['categories'];

/** The catalog module's routes. */
export const CatalogRoutes = {
  'GET /v1/categories': {
    tags,
    summary: 'Categories, optionally one',
    query: CategoryFilter,
    response: CategoriesResponse,
  },
  'GET /v1/categories/list': {
    tags,
    summary: 'Every category with its products',
    response: CategoriesWithProductsResponse,
  },
  'POST /v1/categories/create': {
    tags,
    summary: 'Create a category',
    body: CategoryInput,
    response: CategoryResponse,
    errors: [404, 409, 422],
  },
  'PUT /v1/categories/update/:id': {
    tags,
    summary: 'Change a category',
    params: IdParam,
    body: CategoryInput,
    response: CategoryResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/categories/destroy/:id': {
    tags,
    summary: 'Delete an empty category (409 while it holds products)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
  'GET /v1/products': {
    tags: ['products'],
    summary:
      'One page of products, in menu order or sorted by a column (sort, dir); ?category=, ?q= (names, SKU, barcode) and ?ids= filter',
    query: ProductsQuery,
    response: ProductsResponse,
  },
  'GET /v1/products/list': {
    tags: ['products'],
    summary: 'The category list with products, optionally for one category',
    query: CategoryFilter,
    response: CategoriesWithProductsResponse,
  },
  'POST /v1/products/create': {
    tags: ['products'],
    summary: 'Create a product',
    body: ProductInput,
    response: ProductCreatedResponse,
    errors: [404, 409, 422],
  },
  'POST /v1/products/update/:id': {
    tags: ['products'],
    summary: 'Change a product',
    params: IdParam,
    body: ProductInput,
    response: ProductResponse,
    errors: [404, 409, 422],
  },
  'DELETE /v1/products/destroy/:id': {
    tags: ['products'],
    summary: 'Delete a product',
    params: IdParam,
    response: RespResponse,
    errors: [404, 409, 422],
  },
} as const satisfies Record<string, RouteDef>;
