import {
  ApiError,
  CategoryFilter,
  CategoriesResponse,
  CategoriesWithProductsResponse,
  CategoryInput,
  CategoryResponse,
  IdParam,
  ProductCreatedResponse,
  ProductInput,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  RespResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { CatalogService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export function catalogRoutes(app: App, catalog: CatalogService): void {
  const tags = ['categories'];
  app.get(
    '/v1/categories',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags,
        summary: 'Categories, optionally one',
        querystring: CategoryFilter,
        response: { 200: CategoriesResponse },
      },
    },
    async (request) => ({ categories: await catalog.categories({ id: request.query.category }) }),
  );
  app.get(
    '/v1/categories/list',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags,
        summary: 'Every category with its products',
        response: { 200: CategoriesWithProductsResponse },
      },
    },
    async () => ({ categories: await catalog.categoriesWithProducts() }),
  );
  app.post(
    '/v1/categories/create',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a category',
        body: CategoryInput,
        response: { 200: CategoryResponse, ...errors },
      },
    },
    async (request) => ({
      category: await catalog.createCategory(actorOf(request), request.body),
      resp: ok('Category created'),
    }),
  );
  app.put(
    '/v1/categories/update/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Change a category',
        params: IdParam,
        body: CategoryInput,
        response: { 200: CategoryResponse, ...errors },
      },
    },
    async (request) => ({
      category: await catalog.updateCategory(actorOf(request), request.params.id, request.body),
      resp: ok('Category updated'),
    }),
  );
  app.delete(
    '/v1/categories/destroy/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Delete an empty category (409 while it holds products)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await catalog.deleteCategory(actorOf(request), request.params.id);
      return { resp: ok('Category deleted') };
    },
  );

  const ptags = ['products'];
  app.get(
    '/v1/products',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags: ptags,
        summary:
          'One page of products, in menu order or sorted by a column (sort, dir); ?category=, ?q= (names, SKU, barcode) and ?ids= filter',
        querystring: ProductsQuery,
        response: { 200: ProductsResponse, 400: ApiError },
      },
    },
    (request) => catalog.products(request.query),
  );
  app.get(
    '/v1/products/list',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags: ptags,
        summary: 'The category list with products, optionally for one category',
        querystring: CategoryFilter,
        response: { 200: CategoriesWithProductsResponse },
      },
    },
    async (request) => ({ categories: await catalog.categoriesWithProducts({ id: request.query.category }) }),
  );
  app.post(
    '/v1/products/create',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags: ptags,
        summary: 'Create a product',
        body: ProductInput,
        response: { 200: ProductCreatedResponse, ...errors },
      },
    },
    async (request) => ({
      products: [await catalog.createProduct(actorOf(request), request.body)],
      resp: ok('Product created'),
    }),
  );
  app.post(
    '/v1/products/update/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags: ptags,
        summary: 'Change a product',
        params: IdParam,
        body: ProductInput,
        response: { 200: ProductResponse, ...errors },
      },
    },
    async (request) => ({
      product: await catalog.updateProduct(actorOf(request), request.params.id, request.body),
      resp: ok('Product updated'),
    }),
  );
  app.delete(
    '/v1/products/destroy/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags: ptags,
        summary: 'Delete a product',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await catalog.deleteProduct(actorOf(request), request.params.id);
      return { resp: ok('Product deleted') };
    },
  );
}
