import type { App } from '../../lib/app-type.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ModifiersService } from './service.ts';

/** Modifier groups ("Size", "Extras") with their options, and which products offer them. */
export function modifierRoutes(app: App, modifiers: ModifiersService): void {
  route(app, 'GET /v1/modifier-groups', async () => ({ modifierGroups: await modifiers.list() }));
  route(app, 'POST /v1/modifier-groups/create', async (request) => ({
    modifierGroup: await modifiers.create(actorOf(request), request.body),
    resp: ok('Modifier group created'),
  }));
  route(app, 'PUT /v1/modifier-groups/update/:id', async (request) => ({
    modifierGroup: await modifiers.update(actorOf(request), request.params.id, request.body),
    resp: ok('Modifier group updated'),
  }));
  route(app, 'DELETE /v1/modifier-groups/destroy/:id', async (request) => {
    await modifiers.remove(actorOf(request), request.params.id);
    return { resp: ok('Modifier group deleted') };
  });
  route(app, 'PUT /v1/products/:id/modifier-groups', async (request) => ({
    productId: request.params.id,
    groupIds: await modifiers.setProductGroups(actorOf(request), request.params.id, request.body),
    resp: ok('Product modifier groups saved'),
  }));
}
