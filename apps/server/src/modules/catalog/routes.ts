import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { CatalogService } from './service.ts';

export function catalogRoutes(app: App, catalog: CatalogService): void {
  route(app, 'GET /v1/categories', async (request) => ({
    categories: await catalog.categories({ id: request.query.category }),
  }));
  route(app, 'GET /v1/categories/list', async () => ({ categories: await catalog.categoriesWithProducts() }));
  route(app, 'POST /v1/categories/create', async (request) => ({
    category: await catalog.createCategory(actorOf(request), request.body),
    resp: ok('Category created'),
  }));
  route(app, 'PUT /v1/categories/update/:id', async (request) => ({
    category: await catalog.updateCategory(actorOf(request), request.params.id, request.body),
    resp: ok('Category updated'),
  }));
  route(app, 'DELETE /v1/categories/destroy/:id', async (request) => {
    await catalog.deleteCategory(actorOf(request), request.params.id);
    return { resp: ok('Category deleted') };
  });

  route(app, 'GET /v1/products', (request) => catalog.products(request.query));
  route(app, 'GET /v1/products/list', async (request) => ({
    categories: await catalog.categoriesWithProducts({ id: request.query.category }),
  }));
  route(app, 'POST /v1/products/create', async (request) => ({
    products: [await catalog.createProduct(actorOf(request), request.body)],
    resp: ok('Product created'),
  }));
  route(app, 'POST /v1/products/update/:id', async (request) => ({
    product: await catalog.updateProduct(actorOf(request), request.params.id, request.body),
    resp: ok('Product updated'),
  }));
  route(app, 'DELETE /v1/products/destroy/:id', async (request) => {
    await catalog.deleteProduct(actorOf(request), request.params.id);
    return { resp: ok('Product deleted') };
  });
}
