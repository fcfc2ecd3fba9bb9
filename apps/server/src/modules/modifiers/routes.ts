import {
  ApiError,
  IdParam,
  ModifierGroupInput,
  ModifierGroupResponse,
  ModifierGroupsResponse,
  ProductModifierGroupsInput,
  ProductModifierGroupsResponse,
  RespResponse,
} from '@cashier/contracts';
import type { App } from '../../lib/app-type.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { ModifiersService } from './service.ts';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };

/** Modifier groups ("Size", "Extras") with their options, and which products offer them. */
export function modifierRoutes(app: App, modifiers: ModifiersService): void {
  const tags = ['modifiers'];
  app.get(
    '/v1/modifier-groups',
    {
      config: { access: 'catalog.view' },
      schema: {
        tags,
        summary: 'Modifier groups with every option and the products offering them',
        response: { 200: ModifierGroupsResponse },
      },
    },
    async () => ({ modifierGroups: await modifiers.list() }),
  );
  app.post(
    '/v1/modifier-groups/create',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a modifier group with its options',
        body: ModifierGroupInput,
        response: { 200: ModifierGroupResponse, ...errors },
      },
    },
    async (request) => ({
      modifierGroup: await modifiers.create(actorOf(request), request.body),
      resp: ok('Modifier group created'),
    }),
  );
  app.put(
    '/v1/modifier-groups/update/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Replace a modifier group and its option list (options left out are deactivated)',
        params: IdParam,
        body: ModifierGroupInput,
        response: { 200: ModifierGroupResponse, ...errors },
      },
    },
    async (request) => ({
      modifierGroup: await modifiers.update(actorOf(request), request.params.id, request.body),
      resp: ok('Modifier group updated'),
    }),
  );
  app.delete(
    '/v1/modifier-groups/destroy/:id',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Delete a modifier group (past orders keep their own snapshot of each option)',
        params: IdParam,
        response: { 200: RespResponse, ...errors },
      },
    },
    async (request) => {
      await modifiers.remove(actorOf(request), request.params.id);
      return { resp: ok('Modifier group deleted') };
    },
  );
  app.put(
    '/v1/products/:id/modifier-groups',
    {
      config: { access: 'catalog.manage' },
      schema: {
        tags: ['products', ...tags],
        summary: "Set the modifier groups a product offers (replaces the product's previous ones)",
        params: IdParam,
        body: ProductModifierGroupsInput,
        response: { 200: ProductModifierGroupsResponse, ...errors },
      },
    },
    async (request) => ({
      productId: request.params.id,
      groupIds: await modifiers.setProductGroups(actorOf(request), request.params.id, request.body),
      resp: ok('Product modifier groups saved'),
    }),
  );
}
